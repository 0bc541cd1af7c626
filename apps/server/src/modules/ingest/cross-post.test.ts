import { describe, expect, it } from 'vitest';
import {
  type CrossPostCandidate,
  type CrossPostNotice,
  isCrossPostMatch,
  pickCrossPostMatch,
  titleSimilarity,
} from './cross-post';

const ftsNotice: CrossPostNotice = {
  source: 'FTS',
  title: 'Science and Industry Museum Wonderlab Group 2 Interactives Makers',
  buyerNameNormalised: 'science museum group',
  firstReleaseDate: '2026-09-03T14:18:45.000Z',
};

const cfCandidate = (overrides: Partial<CrossPostCandidate> = {}): CrossPostCandidate => ({
  opportunityId: 1,
  source: 'ContractsFinder',
  sources: ['ContractsFinder'],
  title: 'Science and Industry Museum - Wonderlab Group 2 Interactives Makers',
  buyerNameNormalised: 'science museum group',
  firstReleaseDate: '2026-09-04T09:00:00.000Z',
  ...overrides,
});

describe('titleSimilarity', () => {
  it('is 1 for titles that differ only in case and punctuation', () => {
    expect(titleSimilarity('Cleaning Services - Lot 1', 'CLEANING SERVICES (LOT 1)')).toBe(1);
  });

  it('stays high for a one-word suffix on a long title, low for different work', () => {
    expect(
      titleSimilarity(
        'Provision of Occupational Health Services for the BBC and subsidiaries',
        'Provision of Occupational Health Services for the BBC and its subsidiaries',
      ),
    ).toBeGreaterThanOrEqual(0.9);
    expect(titleSimilarity('Cleaning Services', 'Catering Services')).toBeLessThan(0.6);
  });
});

describe('isCrossPostMatch', () => {
  it('matches the same procurement published on the other portal', () => {
    expect(isCrossPostMatch(ftsNotice, cfCandidate())).toBe(true);
  });

  it('never matches within one portal', () => {
    expect(isCrossPostMatch(ftsNotice, cfCandidate({ source: 'FTS', sources: ['FTS'] }))).toBe(
      false,
    );
    const linked = cfCandidate({ sources: ['ContractsFinder', 'FTS'] });
    expect(isCrossPostMatch(ftsNotice, linked)).toBe(false);
  });

  it('needs the same normalised buyer', () => {
    expect(
      isCrossPostMatch(ftsNotice, cfCandidate({ buyerNameNormalised: 'science museum' })),
    ).toBe(false);
    expect(isCrossPostMatch({ ...ftsNotice, buyerNameNormalised: null }, cfCandidate())).toBe(
      false,
    );
  });

  it('needs near-identical titles', () => {
    const otherLot = cfCandidate({ title: 'Science and Industry Museum Wonderlab Group 1 Cafe' });
    expect(isCrossPostMatch(ftsNotice, otherLot)).toBe(false);
  });

  it('needs first publications within 14 days', () => {
    expect(
      isCrossPostMatch(ftsNotice, cfCandidate({ firstReleaseDate: '2026-09-17T14:18:45.000Z' })),
    ).toBe(true);
    expect(
      isCrossPostMatch(ftsNotice, cfCandidate({ firstReleaseDate: '2026-09-17T14:18:46.000Z' })),
    ).toBe(false);
    expect(isCrossPostMatch(ftsNotice, cfCandidate({ firstReleaseDate: null }))).toBe(false);
  });
});

describe('pickCrossPostMatch', () => {
  it('prefers the most similar title, then the closest date', () => {
    const exact = cfCandidate({ opportunityId: 2, title: ftsNotice.title });
    const near = cfCandidate({
      opportunityId: 3,
      title: 'Science and Industry Museum Wonderlab Group 2 Interactives Maker',
    });
    const nearSimilarity = titleSimilarity(ftsNotice.title, near.title);
    expect(nearSimilarity).toBeGreaterThanOrEqual(0.9);
    expect(nearSimilarity).toBeLessThan(1);
    const closer = cfCandidate({
      opportunityId: 4,
      title: ftsNotice.title,
      firstReleaseDate: '2026-09-03T15:00:00.000Z',
    });
    expect(pickCrossPostMatch(ftsNotice, [near, exact])?.opportunityId).toBe(2);
    expect(pickCrossPostMatch(ftsNotice, [near, exact, closer])?.opportunityId).toBe(4);
    expect(pickCrossPostMatch(ftsNotice, [])).toBeNull();
  });
});
