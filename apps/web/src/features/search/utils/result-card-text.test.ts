import { describe, expect, it } from 'vitest';
import { describeResultValue, previewDescription } from './result-card-text';

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
});
