import { searchQuerySchema } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { toSearchFilters } from '../match/search-filters';
import type { SortKeyDistribution } from './sort-key-distribution';
import { chooseSortKeyWindow } from './sort-key-window';

/** Release dates (epoch seconds) over ten years in 100 equal buckets, a few common values. */
function distribution(): SortKeyDistribution {
  const start = 1_500_000_000;
  return {
    nullFraction: 0.1,
    bounds: Array.from({ length: 101 }, (_, index) => start + index * 3_000_000),
    common: [{ value: start + 123_456_789, fraction: 0.02 }],
  };
}

/** The distribution behind a proxy that counts reads of its histogram. */
function counted(figures: SortKeyDistribution) {
  const reads = { bounds: 0 };
  const proxy = new Proxy(figures, {
    get(target, property, receiver) {
      if (property === 'bounds') reads.bounds += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { proxy, reads };
}

const options = (figures: SortKeyDistribution) => ({
  sort: 'release_date-desc' as const,
  filters: toSearchFilters(searchQuerySchema.parse({ q: 'road', sort: 'release_date-desc' })),
  hasTextKeyword: true,
  unwindowedCost: 1e12,
  readsClock: false,
  total: 40_000,
  searchableRows: 1_000_000,
  offset: 0,
  limit: 20,
  distributions: new Map([['release_date' as const, figures]]),
});

describe('sort-key window cuts (ADR 0135)', () => {
  it('are worked out once per distribution and search shape, the same window every time', () => {
    const { proxy, reads } = counted(distribution());
    const first = chooseSortKeyWindow(options(proxy));
    const bisecting = reads.bounds;
    expect(first?.cuts.length).toBeGreaterThan(0);
    expect(bisecting).toBeGreaterThan(100);
    const second = chooseSortKeyWindow(options(proxy));
    expect(second).toEqual(first);
    // Only the range's share is read again, not the bisection's 60 walks per cut.
    expect(reads.bounds - bisecting).toBeLessThan(5);
  });

  it('give fresh figures their own cuts, equal to the remembered ones for equal figures', () => {
    const remembered = chooseSortKeyWindow(options(distribution()));
    const { proxy, reads } = counted(distribution());
    expect(chooseSortKeyWindow(options(proxy))).toEqual(remembered);
    expect(reads.bounds).toBeGreaterThan(100);
  });
});
