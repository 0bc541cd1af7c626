import { describe, expect, it } from 'vitest';
import { collectStages, findNoticeType, releaseStage } from './map-stage';
import type { OcdsRelease } from './ocds-types';

const release = (body: Record<string, unknown>): OcdsRelease => ({ ocid: 'o', id: 'r', ...body });

describe('releaseStage', () => {
  it.each([
    [['planning'], 'planning'],
    [['tender'], 'tender'],
    [['tenderAmendment'], 'tenderAmendment'],
    [['tenderCancellation'], 'tenderAmendment'],
    [['award', 'contract'], 'award'],
    [['awardUpdate'], 'awardUpdate'],
    [['contractAmendment'], 'awardUpdate'],
    ['award', 'award'],
  ])('tags %j -> %s', (tag, stage) => {
    expect(releaseStage(release({ tag }))).toBe(stage);
  });

  it('falls back to the FTS notice type, then the tender status', () => {
    const uk4 = release({
      tag: ['compiled'],
      tender: { documents: [{ id: 'r', noticeType: 'UK4' }] },
    });
    expect(releaseStage(uk4)).toBe('tender');
    expect(releaseStage(release({ tender: { status: 'planned' } }))).toBe('planning');
    expect(releaseStage(release({}))).toBeNull();
  });
});

describe('releaseStage with the notice type a PCS / Sell2Wales release was fetched as', () => {
  it('lets an award type decide over a tender tag, and a tag refine the type', () => {
    const tender = release({ tag: ['tender'] });
    expect(releaseStage(tender, 104)).toBe('award');
    expect(releaseStage(tender, 53)).toBe('award');
    expect(releaseStage(release({ tag: ['tenderAmendment'] }), 102)).toBe('tenderAmendment');
    expect(releaseStage(release({ tag: ['awardUpdate'] }), 3)).toBe('awardUpdate');
    // A corrigendum can change a notice of any stage: its tags decide.
    expect(releaseStage(tender, 14)).toBe('tender');
    expect(releaseStage(release({}), 101)).toBe('planning');
  });

  it('counts every release under its own type', () => {
    const notice = release({ id: 'n1', tag: ['tender'] });
    const award = release({ id: 'n2', tag: ['tender'] });
    expect(collectStages([notice, award], new Map([['n2', 104]]))).toEqual(['tender', 'award']);
    expect(findNoticeType(award, 104)).toBe('104');
  });
});

describe('findNoticeType', () => {
  it("prefers the release's own notice document", () => {
    const uk15 = release({
      id: '083685-2026',
      awards: [{ documents: [{ id: '070000-2026', noticeType: 'UK6' }] }],
      tender: { documents: [{ id: '083685-2026', noticeType: 'UK15' }] },
    });
    expect(findNoticeType(uk15)).toBe('UK15');
  });

  it('uses the CF notice document type', () => {
    const cf = release({ planning: { documents: [{ documentType: 'marketEngagementNotice' }] } });
    expect(findNoticeType(cf)).toBe('marketEngagementNotice');
  });
});

describe('collectStages', () => {
  it('lists each stage once, oldest first', () => {
    const stages = collectStages([
      release({ tag: ['tender'] }),
      release({ tag: ['tenderAmendment'] }),
      release({ tag: ['tender'] }),
      release({ tag: ['award'] }),
    ]);
    expect(stages).toEqual(['tender', 'tenderAmendment', 'award']);
  });
});
