import { describe, expect, it } from 'vitest';
import { describeValidPromo, isPromoCodeCheckable, normalisePromoCode } from './promo-code';

describe('promo code helpers', () => {
  it('trims and uppercases what is typed', () => {
    expect(normalisePromoCode('  launch20 ')).toBe('LAUNCH20');
  });

  it('checks from 3 characters', () => {
    expect(isPromoCodeCheckable('AB')).toBe(false);
    expect(isPromoCodeCheckable('ABC')).toBe(true);
  });

  it('describes percentage, amount, repeating, forever and once codes', () => {
    expect(
      describeValidPromo({ percent_off: 20, duration: 'repeating', duration_in_months: 3 }),
    ).toBe('Success! 20% discount applied. Valid for 3 months.');
    expect(
      describeValidPromo({ percent_off: null, duration: 'forever', duration_in_months: null }),
    ).toBe('Success! Discount applied. Valid forever.');
    expect(
      describeValidPromo({ percent_off: 10, duration: 'repeating', duration_in_months: 1 }),
    ).toBe('Success! 10% discount applied. Valid for 1 month.');
    expect(describeValidPromo({ percent_off: 5, duration: 'once', duration_in_months: null })).toBe(
      'Success! 5% discount applied. Applies to your first payment.',
    );
  });
});
