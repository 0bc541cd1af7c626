import { describe, expect, it } from 'vitest';
import { normaliseAwardCriteria, parseWeight } from './award-criteria';

describe('normaliseAwardCriteria', () => {
  it('keeps free text as text', () => {
    expect(normaliseAwardCriteria('  Lowest price  ')).toBe('Lowest price');
    expect(normaliseAwardCriteria({ description: 'MEAT' })).toBe('MEAT');
    expect(normaliseAwardCriteria('   ')).toBeNull();
  });

  it('turns lists (plain or OCDS-style) into name and weight', () => {
    expect(
      normaliseAwardCriteria({
        criteria: [
          { name: 'Quality', weight: '60 %' },
          { type: 'price', weighting: 40 },
          { description: 'Social value' },
          {},
          'Delivery',
        ],
      }),
    ).toEqual([
      { name: 'Quality', weight: 60 },
      { name: 'price', weight: 40 },
      { name: 'Social value', weight: null },
      { name: 'Delivery', weight: null },
    ]);
  });

  it('keeps a weighted criterion without a name (the page says Not specified)', () => {
    expect(normaliseAwardCriteria([{ weight: 25 }])).toEqual([{ name: null, weight: 25 }]);
  });

  it('returns null when nothing usable is stored', () => {
    for (const stored of [null, undefined, [], [{}], 42, { criteria: [] }]) {
      expect(normaliseAwardCriteria(stored)).toBeNull();
    }
  });

  it('parses weights leniently', () => {
    expect(parseWeight('12.5%')).toBe(12.5);
    expect(parseWeight(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseWeight('about half')).toBeNull();
  });
});
