import { describe, expect, it } from 'vitest';
import {
  describeUsageBreakdown,
  formatSubscriptionStatus,
  formatTierName,
  getGreetingName,
  getIndustryLabel,
} from './account-text';

describe('account page text', () => {
  it('greets by first name, else the local part of the email', () => {
    expect(getGreetingName({ first_name: 'Ada', email: 'ada@example.test' })).toBe('Ada');
    expect(getGreetingName({ first_name: '', email: 'grace.hopper@example.test' })).toBe(
      'grace.hopper',
    );
  });

  it('formats the subscription status and tier', () => {
    expect(formatSubscriptionStatus('past_due')).toBe('Past due');
    expect(formatSubscriptionStatus('active')).toBe('Active');
    expect(formatSubscriptionStatus('')).toBe('None');
    expect(formatTierName('professional')).toBe('Professional');
  });

  it('labels industries as the spec does', () => {
    expect(getIndustryLabel('it_services')).toBe('IT & Technology Services');
    expect(getIndustryLabel('transport_logistics')).toBe('Transport & Logistics');
    expect(getIndustryLabel(null)).toBeNull();
  });

  it('describes what the day’s count is made of', () => {
    expect(
      describeUsageBreakdown({ csv_export: 2, leaderboard_filter: 4, attachment_download: 0 }),
    ).toBe('4 leaderboard year and month filters, 2 CSV exports');
    expect(describeUsageBreakdown({})).toBe('');
  });
});
