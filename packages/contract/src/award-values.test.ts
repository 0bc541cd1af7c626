import { describe, expect, it } from 'vitest';
import { describeAwardValues, summariseAwardValues } from './award-values';

const money = (amount: number, currency: string | null) =>
  `${currency === 'EUR' ? '€' : '£'}${amount.toLocaleString('en-GB')}`;
const gbp = (amount: number | null) => ({ amount, currency: 'GBP' });
const describe_ = (awards: Parameters<typeof summariseAwardValues>[0]) => {
  const summary = summariseAwardValues(awards);
  return summary && describeAwardValues(summary, money);
};

describe('award values (ADR 0342)', () => {
  it('gives one award its own value', () => {
    expect(describe_([gbp(126294)])).toBe('£126,294');
  });

  it('gives several awards the range of their values, never the sum', () => {
    // Find a Tender 029664-2025: five suppliers for one lot.
    const awards = [126294, 125200, 129188, 99133, 86974].map(gbp);
    expect(describe_(awards)).toBe('£86,974 to £129,188 (5 awards)');
  });

  it('says which awards the range covers when some state no value', () => {
    expect(describe_([gbp(12000), gbp(null), gbp(30000)])).toBe(
      '£12,000 to £30,000 (2 of 3 awards)',
    );
    expect(describe_([gbp(12000), gbp(null), gbp(null)])).toBe('£12,000 (1 of 3 awards)');
    expect(describe_([gbp(40000), gbp(40000)])).toBe('£40,000 each (2 awards)');
  });

  it('compares only values in the first stated currency', () => {
    const awards = [gbp(null), { amount: 500, currency: 'EUR' }, gbp(90000)];
    expect(summariseAwardValues(awards)).toEqual({
      award_count: 3,
      valued_count: 1,
      min: 500,
      max: 500,
      currency: 'EUR',
    });
  });

  it('has no summary when no award states a value', () => {
    expect(summariseAwardValues([gbp(null), gbp(null)])).toBeNull();
    expect(summariseAwardValues([])).toBeNull();
  });
});
