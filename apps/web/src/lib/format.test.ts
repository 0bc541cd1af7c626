import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatDateTimeUk, formatMoney, formatMonth } from './format';

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

  it('shows a month key as its short name and year', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2026-09')).toBe('Sep 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });

  it('shows deadlines with their UK time and zone', () => {
    expect(formatDateTimeUk('2025-04-01T11:00:00Z')).toBe('1 April 2025, 12:00 UK time');
    expect(formatDateTimeUk('2025-01-15T17:05:00Z')).toBe('15 January 2025, 17:05 UK time');
    expect(formatDateTimeUk(undefined)).toBeNull();
  });
});

describe('hand formatting matches Intl exactly', () => {
  // Whole units, but pence for a non-zero amount under one unit (it would read "£0").
  const intlMoney = (amount: number, currency: string) => {
    const digits = amount !== 0 && Math.abs(amount) < 1 ? 2 : 0;
    return new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  };
  const intlDate = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  const intlDateTime = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/London',
  });
  // A fixed pseudo-random sequence: the same values on every run.
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };

  it('money in pounds, euros and dollars, with halves, negatives and large sums', () => {
    const amounts = [0, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 999.5, 1000, 123456789.49, 1e14 + 0.5];
    for (let i = 0; i < 2000; i++) amounts.push((next() - 0.2) * 10 ** Math.floor(next() * 12));
    for (const currency of ['GBP', 'EUR', 'USD']) {
      for (const amount of amounts) {
        expect(formatMoney(amount, currency), `${amount} ${currency}`).toBe(
          intlMoney(amount, currency),
        );
      }
    }
  });

  it('counts', () => {
    for (const value of [0, 7, 999, 1000, -1234, 1_000_000, 987_654_321]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-GB').format(value));
    }
  });

  it('UK days and times around every clock change from 1996 to 2060, and at random', () => {
    const instants: number[] = [];
    for (let year = 1996; year <= 2060; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (const minutes of [-61, -60, -1, 0, 1, 59, 60, 23 * 60 + 30]) {
          instants.push(change + minutes * 60_000);
        }
      }
    }
    for (let i = 0; i < 3000; i++) instants.push(Date.UTC(1996, 0, 1) + next() * 2.2e12);
    for (const time of instants) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso), iso).toBe(intlDate.format(time));
      const parts = intlDateTime.formatToParts(time);
      const part = (type: string) => parts.find((item) => item.type === type)?.value;
      expect(formatDateTimeUk(iso), iso).toBe(
        `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} UK time`,
      );
    }
  });

  it('falls back to Intl outside the known years', () => {
    expect(formatDate('1990-07-01T23:30:00Z')).toBe('2 July 1990');
  });
});
