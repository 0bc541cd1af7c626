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
