import { MONTH_NAMES, UK_TIME_ZONE, ukCalendarFields } from '@wac/contract/uk-calendar';
import { DEFAULT_CURRENCY, LOCALE } from '@/config/constants';

/**
 * Money, counts and dates as en-GB shows them. The common cases (pounds, euros and dollars;
 * counts; UK dates from 1996 on) are formatted by hand, giving exactly what `Intl` gives (checked
 * value by value in format.test.ts): the first `Intl` formatter a page creates costs 130-200 ms
 * of CPU at 4x throttling while ICU loads its locale data, which held back the first paint of
 * `/search` (ADR 0046). Anything else still goes through `Intl`, created on first use.
 */

/** Notices are UK notices: dates and deadlines are shown in UK time whatever the browser's zone. */
export { MONTH_NAMES, UK_TIME_ZONE };

/** A comma every three digits, as en-GB groups them: 1234567 -> "1,234,567". */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integers below this are exact as doubles and print without an exponent. */
const MAX_PLAIN_INTEGER = 1e15;

/** A count or other whole number, en-GB: `12,345`. */
export function formatCount(value: number): string {
  if (!Number.isInteger(value) || Math.abs(value) >= MAX_PLAIN_INTEGER) {
    return getIntl('count', () => new Intl.NumberFormat(LOCALE)).format(value);
  }
  return `${value < 0 ? '-' : ''}${groupDigits(String(Math.abs(value)))}`;
}

const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function getIntl<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T) {
  let formatter = intlCache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    intlCache.set(key, formatter);
  }
  return formatter;
}

/** The symbols en-GB puts before an amount, for the currencies notices mostly use. */
const CURRENCY_PREFIXES: Record<string, string> = { GBP: '£', EUR: '€', USD: 'US$' };

/**
 * A non-zero amount under one unit keeps its pence: rounded it would read "£0", as if the notice
 * gave no value (Find a Tender's UK7 083608-2026 publishes a contract value of £0.01).
 */
function isPence(amount: number): boolean {
  return amount !== 0 && Math.abs(amount) < 1;
}

function formatMoneyWithIntl(amount: number, code: string): string {
  const digits = isPence(amount) ? 2 : 0;
  return getIntl(
    `money:${code}:${digits}`,
    () =>
      new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  ).format(amount);
}

/**
 * Money en-GB in whole units (`£1,250,000`, `€40,000`; pence only under one unit: `£0.01`).
 * The currency defaults to GBP; a code the browser does not know is shown after the number
 * rather than failing.
 */
export function formatMoney(amount: number, currency?: string | null): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  const prefix = CURRENCY_PREFIXES[code];
  if (prefix && Number.isFinite(amount) && Math.abs(amount) < MAX_PLAIN_INTEGER) {
    // As Intl: halves round away from zero, and a negative amount keeps its sign (-0.4 is "-£0.40").
    const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
    if (isPence(amount)) return `${sign}${prefix}${Math.abs(amount).toFixed(2)}`;
    const whole = Math.round(Math.abs(amount));
    return `${sign}${prefix}${groupDigits(String(whole))}`;
  }
  try {
    return formatMoneyWithIntl(amount, code);
  } catch {
    return `${formatMoneyWithIntl(amount, DEFAULT_CURRENCY).replace('£', '')} ${code}`;
  }
}

/**
 * The calendar fields of an instant on UK clocks, shared with the server (emails) so both give
 * the same day; null outside the years the clock-change rule is known to hold for.
 */
function ukClock(date: Date) {
  const fields = ukCalendarFields(date);
  if (!fields) return null;
  return {
    day: fields.day,
    month: MONTH_NAMES[fields.monthIndex] ?? '',
    year: fields.year,
    hour: String(fields.hour).padStart(2, '0'),
    minute: String(fields.minute).padStart(2, '0'),
  };
}

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
};

/** `1 April 2025` (the UK calendar day), or null for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  const clock = ukClock(date);
  if (clock) return `${clock.day} ${clock.month} ${clock.year}`;
  return getIntl('date', () => new Intl.DateTimeFormat(LOCALE, DATE_OPTIONS)).format(date);
}

/** `1 April 2025, 12:00 UK time`: deadlines always carry their time and zone. */
export function formatDateTimeUk(value: string | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  const clock = ukClock(date);
  if (clock) {
    return `${clock.day} ${clock.month} ${clock.year}, ${clock.hour}:${clock.minute} UK time`;
  }
  const parts = getIntl(
    'date-time',
    () =>
      new Intl.DateTimeFormat(LOCALE, {
        ...DATE_OPTIONS,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} UK time`;
}

/**
 * `Nov 2026` for a `2026-11` month key (a calendar month has no zone); the key itself when it is
 * not one, so an unexpected value still shows rather than vanishing.
 */
export function formatMonth(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name.slice(0, 3)} ${match[1]}` : key;
}
