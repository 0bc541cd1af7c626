import { ukCalendarFields } from './uk-calendar';

/**
 * An opportunity's status (issue 17), derived, never stored: where the procurement stands now.
 * The one definition of the rule is `deriveOpportunityStatus` below; the server calls it for
 * search results, the detail page, favourites and alert emails, and the search filter
 * (`search-status.ts` on the server) writes the same rule as SQL over the search copy. Zod-free,
 * so the web app's first load can import it (ADR 0046).
 */
export const OPPORTUNITY_STATUSES = [
  'planned',
  'open',
  'closing_soon',
  'closed',
  'awarded',
  'cancelled',
] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

/** An open opportunity whose deadline is this close (or closer) is closing soon. */
export const CLOSING_SOON_DAYS = 7;
export const CLOSING_SOON_MS = CLOSING_SOON_DAYS * 24 * 3_600_000;

/**
 * What the notices say, independent of the clock (SQL `opportunity_lifecycle`, migration 0140):
 * 1 planning stage, 2 tendering (tender stage, or no stage), 3 award stage, 4 cancelled (the
 * source marks the tender cancelled, withdrawn or unsuccessful, whatever the stage).
 */
export const LIFECYCLE = { planned: 1, tendering: 2, awarded: 3, cancelled: 4 } as const;
export type Lifecycle = (typeof LIFECYCLE)[keyof typeof LIFECYCLE];

/**
 * The status at `now`. A tendering opportunity is open while its deadline is ahead (or when no
 * deadline is given), closing soon within the last CLOSING_SOON_DAYS, closed once it has passed.
 */
export function deriveOpportunityStatus(
  lifecycle: number,
  deadline: Date | null,
  now: Date,
): OpportunityStatus {
  if (lifecycle === LIFECYCLE.cancelled) return 'cancelled';
  if (lifecycle === LIFECYCLE.awarded) return 'awarded';
  if (lifecycle === LIFECYCLE.planned) return 'planned';
  if (!deadline) return 'open';
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return 'closed';
  return left <= CLOSING_SOON_MS ? 'closing_soon' : 'open';
}

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** `12 Mar 2025`, the UK calendar day of an instant. */
export function formatShortUkDate(date: Date): string {
  const fields = ukCalendarFields(date);
  if (fields) return `${fields.day} ${SHORT_MONTHS[fields.monthIndex]} ${fields.year}`;
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * `26 Sep 2026, 14:00` on UK clocks: a changed date with its time, in the one month form every
 * text a user keeps uses (Intl's en-GB writes "Sept", beside "Sep" everywhere else).
 */
export function formatShortUkDateTime(date: Date): string {
  return `${formatShortUkDate(date)}, ${formatUkClockTime(date)}`;
}

/**
 * `14:05` on UK clocks. Outside the years the UK calendar knows (ukCalendarFields) the UTC time,
 * as formatShortUkDate falls back to the UTC day: the same form, never a different one.
 */
export function formatUkClockTime(date: Date): string {
  const fields = ukCalendarFields(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return fields
    ? `${pad(fields.hour)}:${pad(fields.minute)}`
    : `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Whole UK calendar days from `now` to `deadline` (0 on the same day, negative when past). */
function calendarDaysUntil(deadline: Date, now: Date): number {
  const to = ukCalendarFields(deadline)?.dayNumber ?? Math.floor(deadline.getTime() / 86_400_000);
  const from = ukCalendarFields(now)?.dayNumber ?? Math.floor(now.getTime() / 86_400_000);
  return to - from;
}

/**
 * The badge text of a status, the same on cards, the detail page, favourites and in alert
 * emails: "Open until 12 Mar 2025", "Closes in 3 days", "Closed 12 Mar 2025", "Awarded" ...
 * `deadline` is an ISO string or a Date; days are UK calendar days.
 */
export function formatStatusBadge(
  status: OpportunityStatus,
  deadline: string | Date | null,
  now: Date = new Date(),
): string {
  const date = deadline === null ? null : new Date(deadline);
  const hasDate = date !== null && !Number.isNaN(date.getTime());
  switch (status) {
    case 'planned':
      return 'Planned';
    case 'open':
      return hasDate ? `Open until ${formatShortUkDate(date)}` : 'Open';
    case 'closing_soon': {
      if (!hasDate) return 'Closing soon';
      const days = calendarDaysUntil(date, now);
      if (days <= 0) return 'Closes today';
      return days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`;
    }
    case 'closed':
      return hasDate ? `Closed ${formatShortUkDate(date)}` : 'Closed';
    case 'awarded':
      return 'Awarded';
    case 'cancelled':
      return 'Cancelled';
  }
}

/**
 * The status as a text the user keeps (an export, an email, a webhook message): the badge's
 * words, except that a tender closing soon names its day ("Closes 12 Mar 2025"), since "Closes in
 * 3 days" stops being true the day after the file or message was made.
 */
export function formatKeptStatus(
  status: OpportunityStatus,
  deadline: string | Date | null,
  now: Date = new Date(),
): string {
  const date = deadline === null ? null : new Date(deadline);
  if (status === 'closing_soon' && date !== null && !Number.isNaN(date.getTime())) {
    return `Closes ${formatShortUkDate(date)}`;
  }
  return formatStatusBadge(status, deadline, now);
}

/** The filter's name for each status (chips, the status select, the About Filters panel). */
export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = {
  planned: 'Planned',
  open: 'Open for bids',
  closing_soon: 'Closing soon',
  closed: 'Closed',
  awarded: 'Awarded',
  cancelled: 'Cancelled',
};
