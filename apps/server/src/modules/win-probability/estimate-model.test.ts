import { describe, expect, it } from 'vitest';
import { countRetention, type DivisionRates, type HistoryRow } from './award-history';
import {
  estimateChance,
  estimateFieldSize,
  estimateRetention,
  findIncumbent,
  shrink,
} from './estimate-model';

const NO_RATES: DivisionRates = { mean_bids: null, bid_samples: 0, pairs: 0, kept: 0, awards: 0 };
let next = 0;
const row = (winners: number[], overrides: Partial<HistoryRow> = {}): HistoryRow => {
  next += 1;
  return {
    opportunity_id: next,
    wac_id: `WAC-${next}`,
    title: `Award ${next}`,
    buyer_id: 1,
    division: '72',
    award_date: next * 1000,
    value_amount: null,
    bid_count: null,
    contract_end: null,
    tender_days: null,
    region_codes: [],
    winners: winners.map((id) => ({ id, name: `Firm ${id}`, scale: null })),
    ...overrides,
  };
};

describe('the estimator arithmetic', () => {
  it('shrinks a rate towards its prior by five awards worth', () => {
    expect(shrink(0, 0, 0.3)).toBeCloseTo(0.3);
    expect(shrink(2, 2, 0.3)).toBeCloseTo((2 + 1.5) / 7);
    expect(shrink(50, 100, 0.3)).toBeCloseTo((50 + 1.5) / 105);
  });

  it('takes the past winners plus you as the field when no bid count was ever published', () => {
    const history = [row([1]), row([2]), row([1])];
    expect(estimateFieldSize(history, NO_RATES, NO_RATES)).toMatchObject({
      value: 3,
      source: 'winners',
    });
  });

  it("falls back to the nation's mean bids when the division published none", () => {
    const national = { ...NO_RATES, mean_bids: 8, bid_samples: 40 };
    const field = estimateFieldSize([row([1], { bid_count: 3 })], NO_RATES, national);
    expect(field.value).toBeCloseTo((3 + 5 * 8) / 6);
    expect(field.prior).toBe(8);
  });

  it('counts a re-award kept when any earlier winner wins again', () => {
    expect(countRetention([row([1, 2]), row([2]), row([3]), row([]), row([3])])).toEqual({
      pairs: 2,
      kept: 1,
    });
  });

  it('names the latest winners as incumbents, current only while the contract runs', () => {
    const history = [
      row([1], { contract_end: 10_000_000 }),
      row([2], { contract_end: 5 }),
      row([]),
    ];
    expect(findIncumbent(history, 100)).toMatchObject({ winners: [{ id: 2 }], isCurrent: false });
    expect(findIncumbent([], 100)).toBeNull();
  });

  it('gives the incumbent its retention and the others what is left by their shares', () => {
    const history = [row([1]), row([1]), row([2]), row([1]), row([3])];
    const field = estimateFieldSize(history, NO_RATES, NO_RATES);
    const retention = estimateRetention(countRetention(history), NO_RATES, NO_RATES);
    const incumbents = history.at(-1)!.winners;
    const even = 1 / field.value;
    const incumbent = estimateChance(history, new Set([3]), field, retention, incumbents);
    expect(incumbent.is_incumbent).toBe(true);
    expect(incumbent.probability).toBeCloseTo(retention.rate);
    const other = estimateChance(history, new Set([1]), field, retention, incumbents);
    const share = (3 + 5 * even) / 10;
    const incumbentShare = (1 + 5 * even) / 10;
    expect(other.probability).toBeCloseTo((1 - retention.rate) * (share / (1 - incumbentShare)));
  });
});
