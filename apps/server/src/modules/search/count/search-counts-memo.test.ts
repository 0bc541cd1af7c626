import { describe, expect, it } from 'vitest';
import { summariseFacetCounts } from '../match/search-facets';
import { SearchCountsMemo } from './search-counts-memo';

const counts = [
  { facet_key: 0b1_0101, doc_count: 7 },
  { facet_key: 0b10_0110, doc_count: 3 },
];

describe('SearchCountsMemo (ADR 0135)', () => {
  it('keeps the summary of the counts it stores and serves that same summary at its version', () => {
    const memo = new SearchCountsMemo();
    const stored = memo.store('search', 'v1', counts);
    expect(stored).toEqual(summariseFacetCounts(counts));
    // Summarised once: a repeat gets the very object the first answer was built from.
    expect(memo.read('search', 'v1')).toBe(stored);
  });

  it('serves nothing for another data version or another search', () => {
    const memo = new SearchCountsMemo();
    memo.store('search', 'v1', counts);
    expect(memo.read('search', 'v2')).toBeNull();
    expect(memo.read('other', 'v1')).toBeNull();
  });
});
