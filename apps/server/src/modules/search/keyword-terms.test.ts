import { describe, expect, it } from 'vitest';
import { parseKeywordTerms } from './keyword-terms';

describe('parseKeywordTerms', () => {
  it('is empty for blank input', () => {
    expect(parseKeywordTerms(undefined)).toEqual([]);
    expect(parseKeywordTerms('  ,  , ')).toEqual([]);
  });

  it('splits alternatives on commas outside quotes', () => {
    expect(parseKeywordTerms('roads, "bridges, tunnels", schools')).toEqual([
      { kind: 'text', words: 'roads', phrases: [] },
      { kind: 'text', words: '', phrases: ['bridges, tunnels'] },
      { kind: 'text', words: 'schools', phrases: [] },
    ]);
  });

  it('keeps words and phrases of one term together', () => {
    expect(parseKeywordTerms('cleaning "county hall" contract')).toEqual([
      { kind: 'text', words: 'cleaning contract', phrases: ['county hall'] },
    ]);
  });

  it('closes an unmatched quote at the end of its term and reads curly quotes', () => {
    expect(parseKeywordTerms('"road signs')).toEqual([
      { kind: 'text', words: '', phrases: ['road signs'] },
    ]);
    expect(parseKeywordTerms('“case management”')).toEqual([
      { kind: 'text', words: '', phrases: ['case management'] },
    ]);
  });

  it('recognises WAC IDs (with Crockford look-alikes) and CPV codes', () => {
    expect(parseKeywordTerms('wac-7k3m9q2pxz, WAC-0000000O0I')).toEqual([
      { kind: 'wacId', wacId: 'WAC-7K3M9Q2PXZ' },
      { kind: 'wacId', wacId: 'WAC-0000000001' },
    ]);
    expect(parseKeywordTerms('72000000, 45233140-9, 4523314')).toEqual([
      { kind: 'cpv', code: '72000000' },
      { kind: 'cpv', code: '45233140' },
      { kind: 'text', words: '4523314', phrases: [] },
    ]);
  });

  it('drops repeated terms', () => {
    expect(parseKeywordTerms('roads, roads')).toHaveLength(1);
  });
});
