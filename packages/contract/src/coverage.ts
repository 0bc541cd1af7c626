import { z } from 'zod';

/**
 * `GET /api/coverage/` (issue 28, ADR 0160): what WAC holds from each portal and how current it
 * is, in public, so a reader can judge whether anything is missed.
 */

/** The notices-per-day series covers this many UK calendar days, today included. */
export const COVERAGE_DAYS = 30;

/**
 * The portal's state in one word, most serious first: never synced successfully; the last
 * attempt failed; windows of time failed and wait for a retry (notices in them may be missing);
 * no successful sync for longer than its schedule allows; otherwise up to date.
 */
export const COVERAGE_STATUSES = [
  'never_synced',
  'failing',
  'missing_windows',
  'behind',
  'up_to_date',
] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];

export const coverageFailedWindowSchema = z.object({
  /** Notices published from `from` to `to` may be missing until the window succeeds. */
  from: z.string(),
  to: z.string(),
  attempts: z.number().int(),
  /** When the next attempt is due; null when it is due now. */
  retry_at: z.string().nullable(),
});

export const coverageDaySchema = z.object({
  /** A UK calendar day, YYYY-MM-DD (Europe/London). */
  date: z.string(),
  /** Notices from this portal published that day and stored by WAC. */
  notices: z.number().int(),
});

export const coveragePortalSchema = z.object({
  source_system: z.string(),
  name: z.string(),
  status: z.enum(COVERAGE_STATUSES),
  /** The last sync run in which no window failed; null when none has. */
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  /** Since when every attempt has failed; null when the portal is not failing. */
  failing_since: z.string().nullable(),
  /**
   * Everything the portal published from `complete_from` to `complete_until` is stored: no
   * period in between failed or waits to be fetched. `complete_from` is the earliest start of a
   * sync that finished without a failed window.
   */
  complete_from: z.string().nullable(),
  complete_until: z.string().nullable(),
  /** Minutes between scheduled syncs of this portal. */
  sync_interval_minutes: z.number().int(),
  /** The newest stored notice's publication date (none in the future counted); null: none. */
  newest_notice_at: z.string().nullable(),
  /** Seconds from `newest_notice_at` to `generated_at`. */
  newest_notice_age_seconds: z.number().int().nullable(),
  /** The sum of `notices_per_day`. */
  notices_last_30_days: z.number().int(),
  /** Oldest day first, `COVERAGE_DAYS` entries, days without notices as 0; today is partial. */
  notices_per_day: z.array(coverageDaySchema),
  /** How many windows failed and wait for their retry. */
  failed_window_count: z.number().int(),
  /** The oldest of them (at most ten). */
  failed_windows: z.array(coverageFailedWindowSchema),
});
export type CoveragePortal = z.infer<typeof coveragePortalSchema>;

export const coverageResponseSchema = z.object({
  /** The instant every age and "today" refers to (ISO 8601). */
  generated_at: z.string(),
  /** True while generated sample data is shown in place of (or beside) portal notices. */
  is_sample_data: z.boolean(),
  /** Every portal WAC syncs, in the registry's order, whether or not it ever synced. */
  portals: z.array(coveragePortalSchema),
});
export type CoverageResponse = z.infer<typeof coverageResponseSchema>;
