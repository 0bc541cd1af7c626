import type { CoveragePortal, CoverageStatus } from '@wac/contract';
import { formatCount, formatDateTimeUk } from '@/lib/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, noun: string) =>
  `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;

/** A duration in words, rounded down to its largest unit: "4 hours", "2 days". */
export function formatDuration(seconds: number): string {
  if (seconds < MINUTE) return 'under a minute';
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');
  return plural(Math.floor(seconds / DAY), 'day');
}

const seconds = (from: string, to: string) =>
  Math.max(0, (Date.parse(to) - Date.parse(from)) / 1000);

export const STATUS_LABELS: Record<CoverageStatus, string> = {
  never_synced: 'Not synced yet',
  failing: 'Sync failing',
  missing_windows: 'Gaps being retried',
  behind: 'Behind schedule',
  up_to_date: 'Up to date',
};

/** Whether the state is one a reader should worry about (the badge's tone). */
export const isTroubled = (status: CoverageStatus) => status !== 'up_to_date';

/** One or two sentences on what the portal's state means for what is stored. */
export function describePortalState(portal: CoveragePortal, generatedAt: string): string {
  const every = `${portal.name} is synced every ${plural(portal.sync_interval_minutes, 'minute')}`;
  const since = (iso: string | null) => (iso ? formatDateTimeUk(iso) : null);
  switch (portal.status) {
    case 'never_synced': {
      const attempt = portal.last_attempt_at
        ? ` The last attempt, at ${since(portal.last_attempt_at)}, did not complete.`
        : '';
      const stored =
        portal.newest_notice_at === null
          ? ' Nothing from this portal is stored.'
          : ' The notices counted below were imported from files or by a sync that did not finish.';
      return `No sync of ${portal.name} has completed without errors yet.${attempt}${stored}`;
    }
    case 'failing': {
      const from = since(portal.failing_since);
      const complete = since(portal.complete_until);
      return `Syncing ${portal.name} has failed${from ? ` since ${from}` : ''}.${
        complete ? ` Everything published before ${complete} is stored;` : ''
      } later notices may be missing until a sync succeeds. It is retried automatically.`;
    }
    case 'missing_windows':
      return `${plural(portal.failed_window_count, 'period')} of ${portal.name} could not be downloaded and ${
        portal.failed_window_count === 1 ? 'is' : 'are'
      } retried automatically; notices published in ${
        portal.failed_window_count === 1 ? 'it' : 'them'
      } may be missing until then.`;
    case 'behind':
      return `${every}, but the last successful sync was ${formatDuration(
        seconds(portal.last_success_at!, generatedAt),
      )} ago: newer notices may not be here yet.`;
    case 'up_to_date':
      return `${every}; the last one completed ${formatDuration(
        seconds(portal.last_success_at!, generatedAt),
      )} ago without errors.`;
  }
}

/** The newest stored notice: when it was published and how old it is, or that there is none. */
export function describeNewestNotice(portal: CoveragePortal): string {
  if (portal.newest_notice_at === null || portal.newest_notice_age_seconds === null)
    return 'None stored';
  return `${formatDateTimeUk(portal.newest_notice_at)} (${formatDuration(
    portal.newest_notice_age_seconds,
  )} old)`;
}

/** The period stored without a gap: "From ... to ...", "Up to ..." or not yet. */
export function describeCompleteRange(portal: CoveragePortal): string {
  if (portal.complete_until === null) return 'Not yet: no period has finished syncing';
  const until = formatDateTimeUk(portal.complete_until);
  return portal.complete_from === null
    ? `Up to ${until}`
    : `From ${formatDateTimeUk(portal.complete_from)} to ${until}`;
}

/** A day of the series as "Mon 3 Nov" (UK calendar date, read as written). */
export function formatShortDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
}
