import { DEFAULT_CURRENCY, LOCALE } from '@/config/constants';

/** Notices are UK notices: dates and deadlines are shown in UK time whatever the browser's zone. */
export const UK_TIME_ZONE = 'Europe/London';

const moneyFormatters = new Map<string, Intl.NumberFormat>();

function getMoneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * Money en-GB with no decimals: `£1,250,000`, `€40,000`. The currency defaults to GBP; a code
 * the browser does not know is shown after the number rather than failing.
 */
export function formatMoney(amount: number, currency?: string | null): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  try {
    return getMoneyFormatter(code).format(amount);
  } catch {
    return `${getMoneyFormatter(DEFAULT_CURRENCY).format(amount).replace('£', '')} ${code}`;
  }
}

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
});

const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: UK_TIME_ZONE,
});

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `1 April 2025` (the UK calendar day), or null for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string | null {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : null;
}

/** `1 April 2025, 12:00 UK time`: deadlines always carry their time and zone. */
export function formatDateTimeUk(value: string | null | undefined): string | null {
  const date = toDate(value);
  if (!date) return null;
  const parts = dateTimeFormatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} UK time`;
}
