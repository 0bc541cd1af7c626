import { describe, expect, it } from 'vitest';
import { describeDigestValue } from '../alerts/alert-digest-email';
import type { DigestOpportunityRow } from '../alerts/alert-dispatch.repository';
import { itemFacts } from './follow-digest-section';
import type { FollowNewsItem } from './follow-news.repository';

const item = (overrides: Partial<FollowNewsItem>): FollowNewsItem => ({
  role: 'supplier',
  organisation_id: 7,
  organisation_name: 'Verge Care Ltd',
  opportunity_id: 1,
  wac_id: 'WAC-1',
  title: 'Verge cutting',
  buyer_name: 'Shire Council',
  value_amount: 42_000,
  value_currency: 'GBP',
  tender_deadline_date: null,
  award_facts: { values: null, suppliers: null },
  ...overrides,
});

/** The Value the alert digest gives the same notice (one money rule for both emails). */
const alertValue = (news: FollowNewsItem) => {
  const row: DigestOpportunityRow = { ...news, id: 1, release_date: null, lifecycle: 0 };
  return describeDigestValue(row);
};

describe('the follow news value', () => {
  it.each([
    ['pounds', { value_currency: 'GBP' }, '£42,000'],
    ['no currency named (pounds)', { value_currency: null }, '£42,000'],
    ['euros, as the alert digest and the card write them', { value_currency: 'EUR' }, '€42,000'],
    ['a malformed code, after the number', { value_currency: 'POUNDS' }, '42,000 POUNDS'],
    [
      "a multi-award notice's range in euros",
      {
        award_facts: {
          values: [
            { amount: 90_000, currency: 'EUR' },
            { amount: 40_000, currency: 'EUR' },
          ],
          suppliers: null,
        },
      },
      '€40,000 to €90,000 (2 awards)',
    ],
  ])('%s', (_name, overrides, expected) => {
    const news = item(overrides);
    expect(itemFacts('suppliers', news)).toBe(
      `Verge Care Ltd (buyer: Shire Council) · ${expected}`,
    );
    expect(alertValue(news)).toBe(expected);
  });
});
