import { describe, expect, it } from 'vitest';
import { choosePageStrategy } from './page-strategy';

const base = { sort: 'value-desc' as const, searchableRows: 1_000_000, offset: 0, limit: 20 };

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

  it('walks dense facet filters and sorts sparse ones', () => {
    const query = { filters: { regions: ['UKN' as const] }, hasTextKeyword: false };
    expect(choosePageStrategy({ ...base, ...query, total: 120_000 })).toBe('walk');
    expect(choosePageStrategy({ ...base, ...query, total: 4_000 })).toBe('sort');
  });

  it('sorts a selective indexed filter', () => {
    expect(
      choosePageStrategy({
        ...base,
        filters: { cpvCodes: ['72000000'] },
        hasTextKeyword: false,
        total: 300,
      }),
    ).toBe('sort');
  });

  it('walks the covering index of the default sort for facet and value filters', () => {
    const query = {
      filters: { regions: ['UKI' as const], valueFrom: 100_000 },
      hasTextKeyword: false,
      total: 18_700,
      offset: 980,
    };
    expect(choosePageStrategy({ ...base, ...query, sort: 'release_date-desc' })).toBe('walk');
    expect(choosePageStrategy({ ...base, ...query })).toBe('sort');
  });

  it('counts the trigram lookup of a buyer name against sorting', () => {
    const query = { filters: { buyerName: 'Leeds City Council' }, hasTextKeyword: false };
    expect(choosePageStrategy({ ...base, ...query, total: 1_500 })).toBe('sort');
    expect(choosePageStrategy({ ...base, ...query, total: 100_000 })).toBe('walk');
  });
});
