import { describe, expect, it } from 'vitest';
import { type SortKeyDistribution, shareBetween } from './sort-key-distribution';
import { chooseSortKeyWindow } from './sort-key-window';

/** Values 0..100 spread evenly over 80 % of the rows, 10 % at exactly 50, 10 % NULL. */
const EVEN: SortKeyDistribution = {
  nullFraction: 0.1,
  bounds: Array.from({ length: 11 }, (_, index) => index * 10),
  common: [{ value: 50, fraction: 0.1 }],
};

describe('shareBetween', () => {
  it('reads the histogram linearly within a bucket and adds the common values', () => {
    expect(shareBetween(EVEN, null, null)).toBeCloseTo(0.9);
    expect(shareBetween(EVEN, 90, null)).toBeCloseTo(0.08);
    expect(shareBetween(EVEN, 95, null)).toBeCloseTo(0.04);
    expect(shareBetween(EVEN, 50, 50)).toBeCloseTo(0.1);
    expect(shareBetween(EVEN, 40, 60)).toBeCloseTo(0.26);
    expect(shareBetween(EVEN, 60, 40)).toBe(0);
  });
});

const PAGE = {
  filters: {},
  hasTextKeyword: true,
  readsClock: false,
  searchableRows: 1_000_000,
  offset: 0,
  limit: 20,
  unwindowedCost: Number.POSITIVE_INFINITY,
  distributions: new Map([['search_value' as const, EVEN]]),
};

describe('chooseSortKeyWindow', () => {
  it('cuts where about three pages of matches are expected, then eight times wider', () => {
    const window = chooseSortKeyWindow({ ...PAGE, sort: 'value-desc', total: 7_500 });
    // 3 x 20 / 7,500 of the 90 % with a value: 0.72 % of the rows, the top 0.9 of the last bucket.
    expect(window).toMatchObject({ column: 's.search_value', comparison: '>=', type: 'numeric' });
    expect(window?.cuts).toEqual(['99', '92']);
    const ascending = chooseSortKeyWindow({ ...PAGE, sort: 'value-asc', total: 7_500 });
    expect(ascending?.comparison).toBe('<=');
    expect(ascending?.cuts).toEqual(['1', '8']);
  });

  it('sizes the window inside a value filter', () => {
    const window = chooseSortKeyWindow({
      ...PAGE,
      sort: 'value-asc',
      filters: { valueFrom: 50 },
      total: 7_500,
    });
    // The common value 50 alone holds more than the share wanted.
    expect(window?.cuts[0]).toBe('50');
  });

  it('reads without a window when a window cannot pay', () => {
    const shape = { ...PAGE, sort: 'value-desc' as const, total: 7_500 };
    expect(chooseSortKeyWindow({ ...shape, sort: 'relevance' })).toBeNull();
    expect(chooseSortKeyWindow({ ...shape, sort: 'deadline_date-asc' })).toBeNull();
    expect(chooseSortKeyWindow({ ...shape, hasTextKeyword: false })).toBeNull();
    expect(chooseSortKeyWindow({ ...shape, readsClock: true })).toBeNull();
    // The last page needs every match; few matches are cheaper sorted; dense ones walked.
    expect(chooseSortKeyWindow({ ...shape, total: 20 })).toBeNull();
    expect(chooseSortKeyWindow({ ...shape, total: 150 })).toBeNull();
    expect(chooseSortKeyWindow({ ...shape, unwindowedCost: 2_000 })).toBeNull();
  });
});
