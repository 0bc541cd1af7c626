import type { FavouriteOpportunity } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { describeSavedCount, describeValue, previewDescription } from './card-text';

const base: FavouriteOpportunity = {
  id: 'WAC-1',
  opportunity_id: 'WAC-1',
  title: 'T',
  source_system: 'FTS',
  buyer_name: null,
  supplier_name: null,
  stage: 'tender',
  award_value_amount: null,
  tender_value_amount: null,
  value_currency: 'GBP',
  release_date: null,
  tender_deadline_date: null,
  notice_url: null,
  description: null,
  score: null,
  is_favourited: true,
  status: 'open',
  cpv_code: null,
  cpv_label: null,
};

describe('favourite card text', () => {
  it('cuts descriptions at 250 characters', () => {
    expect(previewDescription('Short.')).toBe('Short.');
    const long = 'word '.repeat(80);
    const preview = previewDescription(long);
    expect(preview.length).toBeLessThanOrEqual(251);
    expect(preview.endsWith('…')).toBe(true);
    expect(previewDescription(null)).toBe('');
  });

  it('prefers the awarded value over the estimate', () => {
    expect(describeValue({ ...base, tender_value_amount: 1000, award_value_amount: 900 })).toEqual({
      label: 'Awarded value',
      text: '£900',
    });
    expect(describeValue({ ...base, tender_value_amount: 125000 })).toEqual({
      label: 'Estimated value',
      text: '£125,000',
    });
    expect(describeValue(base)).toBeNull();
  });

  it('describes the count against the tier limit', () => {
    expect(describeSavedCount(2, 3)).toBe('Saved 2 of 3');
    expect(describeSavedCount(12, null)).toBe('Saved 12 (unlimited)');
  });
});
