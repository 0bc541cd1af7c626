import { describe, expect, it } from 'vitest';
import { mapBidCount } from './map-bid-count';
import { compileSample, hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const statistic = (value: unknown, relatedLot?: string, measure = 'bids') => ({
  id: String(Math.random()),
  measure,
  value,
  ...(relatedLot && { relatedLot }),
});

describe('bids an award drew (issue 30)', () => {
  it("takes the award's own lots' bids, the largest when it covers several", () => {
    const release = {
      bids: {
        statistics: [
          statistic(15, '1'),
          statistic(3, '2'),
          statistic(7, '3'),
          statistic(9, '2', 'smeBids'),
        ],
      },
    };
    expect(mapBidCount(release, { relatedLots: ['2'] })).toBe(3);
    expect(mapBidCount(release, { relatedLots: ['2', '3'] })).toBe(7);
    expect(mapBidCount(release, {})).toBe(15);
  });

  it('falls back to the number of tenderers, and says nothing when the notice does not', () => {
    expect(mapBidCount({ tender: { numberOfTenderers: 4 } }, {})).toBe(4);
    expect(mapBidCount({ tender: {} }, {})).toBeNull();
    expect(mapBidCount({ bids: { statistics: [statistic(-1), statistic(2.5)] } }, {})).toBeNull();
  });
});

describe.skipIf(!hasSamples)(
  `bid counts of real Find a Tender awards${SAMPLES_MISSING_NOTE}`,
  () => {
    it('reads the bids of the lot an award names', () => {
      expect(compileSample('FTS', '04dd22').awards.map((award) => award.bid_count)).toEqual([6]);
    });

    it('reads the largest field of a framework whose awards name no lot', () => {
      const awards = compileSample('FTS', '02874c').awards;
      expect(awards.length).toBe(6);
      expect(awards.every((award) => award.bid_count === 4)).toBe(true);
    });
  },
);
