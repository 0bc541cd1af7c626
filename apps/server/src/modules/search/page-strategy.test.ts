import { describe, expect, it } from 'vitest';
import { choosePageStrategy } from './page-strategy';

const base = { searchableRows: 1_000_000, offset: 0, limit: 20 };

describe('choosePageStrategy', () => {
  it('walks the sort index when a keyword matches densely', () => {
    expect(
      choosePageStrategy({
        ...base,
        filters: { keywords: 'care' },
        hasTextKeyword: true,
        total: 250_000,
      }),
    ).toBe('walk');
  });

  it('sorts the matches when a keyword matches sparsely', () => {
    expect(
      choosePageStrategy({
        ...base,
        filters: { keywords: 'dredging' },
        hasTextKeyword: true,
        total: 450,
      }),
    ).toBe('sort');
  });

  it('sorts sooner for deep pages', () => {
    const query = { filters: { keywords: 'care' }, hasTextKeyword: true, total: 30_000 };
    expect(choosePageStrategy({ ...base, ...query })).toBe('walk');
    expect(choosePageStrategy({ ...base, ...query, offset: 980 })).toBe('sort');
  });

  it('always walks when only facets filter (no index finds them)', () => {
    expect(
      choosePageStrategy({
        ...base,
        filters: { regions: ['UKN'] },
        hasTextKeyword: false,
        total: 10,
      }),
    ).toBe('walk');
  });

  it('sorts a selective indexed filter', () => {
    expect(
      choosePageStrategy({
        ...base,
        filters: { buyerName: 'Leeds' },
        hasTextKeyword: false,
        total: 300,
      }),
    ).toBe('sort');
  });
});
