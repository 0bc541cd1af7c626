import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeUk, formatMoney } from './format';

describe('formatMoney', () => {
  it('formats en-GB with no decimals in the given currency, GBP by default', () => {
    expect(formatMoney(1250000.75)).toBe('£1,250,001');
    expect(formatMoney(98000.4, 'GBP')).toBe('£98,000');
    expect(formatMoney(40000, 'eur')).toBe('€40,000');
    expect(formatMoney(0, null)).toBe('£0');
  });

  it('falls back to the number and code for an unknown currency', () => {
    expect(formatMoney(5000, 'NOT-A-CODE')).toBe('5,000 NOT-A-CODE');
  });
});

describe('dates', () => {
  it('shows the UK calendar day', () => {
    expect(formatDate('2025-04-01T09:00:00Z')).toBe('1 April 2025');
    // 23:30 UTC in summer is already the next day in London.
    expect(formatDate('2024-06-30T23:30:00Z')).toBe('1 July 2024');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('shows deadlines with their UK time and zone', () => {
    expect(formatDateTimeUk('2025-04-01T11:00:00Z')).toBe('1 April 2025, 12:00 UK time');
    expect(formatDateTimeUk('2025-01-15T17:05:00Z')).toBe('15 January 2025, 17:05 UK time');
    expect(formatDateTimeUk(undefined)).toBeNull();
  });
});
