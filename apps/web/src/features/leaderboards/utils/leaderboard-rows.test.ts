import { describe, expect, it } from 'vitest';
import { getLeaderboardErrorLines } from './leaderboard-messages';
import { getPeriodDateRange, getYearChoices, readPeriod } from './leaderboard-period';
import {
  buildBuyerSearchPath,
  buildSupplierSearchPath,
  formatRank,
  formatSchemeId,
} from './leaderboard-rows';

const supplier = (scheme: string | null, identifier: string | null) => ({
  rank: 1,
  organisation_id: 7,
  supplier_name: 'Acme "Services" Ltd',
  supplier_ocds_scheme: scheme,
  supplier_ocds_identifier: identifier,
  total_awarded_value: 1,
  award_count: 1,
});

describe('leaderboard rows', () => {
  it('pads ranks to two digits', () => {
    expect([1, 9, 10, 100].map(formatRank)).toEqual(['01', '09', '10', '100']);
  });

  it('shows scheme and id, the id alone, or N/A', () => {
    expect(formatSchemeId(supplier('GB-COH', '01234567'))).toBe('GB-COH: 01234567');
    expect(formatSchemeId(supplier(null, '01234567'))).toBe('01234567');
    expect(formatSchemeId(supplier('GB-COH', ' '))).toBe('N/A');
    expect(formatSchemeId(supplier(null, null))).toBe('N/A');
  });

  it('links names to the search with the period as award dates', () => {
    const buyer = {
      rank: 1,
      organisation_id: 3,
      buyer_name: 'Leeds & District',
      buyer_id_from_source: null,
      total_awarded_value: 1,
      award_count: 1,
    };
    expect(buildBuyerSearchPath(buyer, { year: null, month: null })).toBe(
      '/search?buyer_name=Leeds+%26+District',
    );
    expect(buildBuyerSearchPath(buyer, { year: 2024, month: 2 })).toBe(
      '/search?buyer_name=Leeds+%26+District&award_date_from=2024-02-01&award_date_to=2024-02-29',
    );
    expect(buildSupplierSearchPath(supplier(null, null), { year: 2023, month: null })).toBe(
      '/search?q=%22Acme+Services+Ltd%22&award_date_from=2023-01-01&award_date_to=2023-12-31',
    );
  });
});

describe('leaderboard period', () => {
  const today = new Date('2026-03-15T12:00:00Z');

  it('offers the current year and the four before', () => {
    expect(getYearChoices(today)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('reads only offered choices, and all time for anonymous visitors', () => {
    const params = new URLSearchParams('year=2025&month=7');
    expect(readPeriod(params, true, today)).toEqual({ year: 2025, month: 7 });
    expect(readPeriod(params, false, today)).toEqual({ year: null, month: null });
    expect(readPeriod(new URLSearchParams('year=2019&month=7'), true, today)).toEqual({
      year: null,
      month: null,
    });
    expect(readPeriod(new URLSearchParams('year=2024&month=13'), true, today)).toEqual({
      year: 2024,
      month: null,
    });
  });

  it('spans whole months and years', () => {
    expect(getPeriodDateRange({ year: 2025, month: 12 })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(getPeriodDateRange({ year: null, month: null })).toBeNull();
  });
});

describe('leaderboard messages', () => {
  it('adds the daily-limit line only when the server mentions a limit', () => {
    expect(getLeaderboardErrorLines('buyers', 'Daily limit reached')).toEqual([
      'Failed to fetch buyer leaderboard.',
      'You have reached your daily limit for this feature. Please consider upgrading your account.',
    ]);
    expect(getLeaderboardErrorLines('suppliers', 'Server error')).toEqual([
      'Failed to fetch supplier leaderboard.',
    ]);
  });
});
