import { describe, expect, it } from 'vitest';
import { compileOcid } from './compile-ocid';
import { mergeCrossPosted } from './merge-cross-posted';
import { createCfRelease, createFtsRelease } from './testing/release-factory';

describe('mergeCrossPosted', () => {
  const cf = compileOcid('ContractsFinder', [
    createCfRelease({
      date: '2026-09-01T10:00:00Z',
      tender: {
        description: 'From CF',
        documents: [{ id: '2', url: 'https://portal.example/apply', description: 'Apply' }],
      },
    }),
  ]).opportunity;
  const fts = compileOcid('FTS', [
    createFtsRelease({
      date: '2026-09-05T10:00:00Z',
      tag: ['award', 'contract'],
      awards: [{ id: '1', status: 'active', value: { amount: 7 }, suppliers: [{ name: 'Acme' }] }],
    }),
  ]).opportunity;

  it('keeps the first ocid as key and lets the latest notice speak, filling its gaps', () => {
    const merged = mergeCrossPosted(cf, [cf, fts]);
    expect(merged).toMatchObject({
      ocid: cf.ocid,
      source_system: 'ContractsFinder',
      sources: ['ContractsFinder', 'FTS'],
      stage: 'award',
      stages: ['tender', 'award'],
      notice_url: fts.notice_url,
      description: 'From CF',
      award_value_amount: 7,
      supplier_names: ['Acme'],
    });
    expect(merged.source_links.map((link) => link.ocid)).toEqual([cf.ocid, fts.ocid]);
    expect(merged.documents.map((document) => document.url)).toEqual([
      'https://portal.example/apply',
    ]);
    expect(merged.cpv_prefixes).toContain('77314');
  });

  it('returns a single member unchanged in substance', () => {
    expect(mergeCrossPosted(cf, [cf])).toEqual(cf);
  });
});
