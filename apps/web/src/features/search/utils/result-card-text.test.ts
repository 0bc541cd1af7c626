import { describe, expect, it } from 'vitest';
import {
  describeResultSuppliers,
  describeResultValue,
  previewDescription,
} from './result-card-text';

describe('result card text', () => {
  it('cuts the description at 250 characters', () => {
    expect(previewDescription('short  text\n')).toBe('short text');
    const long = 'a'.repeat(300);
    expect(previewDescription(long)).toBe(`${'a'.repeat(250)}…`);
    expect(previewDescription(null)).toBe('');
  });

  it('prefers the awarded value', () => {
    expect(
      describeResultValue({
        award_value_amount: 1500,
        tender_value_amount: 2000,
        value_currency: 'GBP',
      }),
    ).toEqual({ label: 'Awarded Value', text: '£1,500' });
    expect(
      describeResultValue({
        award_value_amount: null,
        tender_value_amount: 2000,
        value_currency: 'GBP',
      }),
    ).toEqual({ label: 'Estimated Value', text: '£2,000' });
    expect(
      describeResultValue({
        award_value_amount: null,
        tender_value_amount: null,
        value_currency: 'GBP',
      }),
    ).toBeNull();
  });

  it('gives a multi-award notice the range of its award values, not its first (ADR 0342)', () => {
    // Find a Tender 029664-2025: five awards; the first is £126,294 (Ricardo-AEA).
    const awardValues = {
      award_count: 5,
      valued_count: 5,
      min: 86974,
      max: 129188,
      currency: 'GBP',
    };
    expect(
      describeResultValue({
        award_value_amount: 126294,
        tender_value_amount: null,
        value_currency: 'GBP',
        award_values: awardValues,
      }),
    ).toEqual({ label: 'Awarded Value', text: '£86,974 to £129,188 (5 awards)' });
  });

  it('names the first supplier and counts the others', () => {
    expect(
      describeResultSuppliers({ supplier_name: 'Ricardo-AEA Limited', supplier_count: 5 }),
    ).toEqual({ first: 'Ricardo-AEA Limited', others: 'and 4 others' });
    expect(describeResultSuppliers({ supplier_name: 'Brenntag', supplier_count: 2 })).toEqual({
      first: 'Brenntag',
      others: 'and 1 other',
    });
    // Without a count (a card from before ADR 0342) the name stands alone.
    expect(describeResultSuppliers({ supplier_name: 'A' })).toEqual({ first: 'A', others: null });
    expect(describeResultSuppliers({ supplier_name: null, supplier_count: 0 })).toBeNull();
  });
});
