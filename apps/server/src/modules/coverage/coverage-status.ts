import type { CoverageStatus } from '@wac/contract';
import type { SourceSyncState } from '../ingest';

/**
 * How long past its schedule a portal's last successful sync may be before the page says it is
 * behind: a run stops starting windows after 45 minutes (docs/sync.md) and a run that failed one
 * window is not a success, so one missed run plus a long one is still normal.
 */
const BEHIND_AFTER_INTERVALS = 2;
const BEHIND_GRACE_MINUTES = 60;

/** The minutes after which a portal synced every `intervalMinutes` counts as behind. */
export function behindAfterMinutes(intervalMinutes: number): number {
  return BEHIND_AFTER_INTERVALS * intervalMinutes + BEHIND_GRACE_MINUTES;
}

/**
 * One portal's state, most serious first (contract COVERAGE_STATUSES): no successful sync ever
 * (also when no run was ever attempted: `state` undefined), the latest attempt failed, failed
 * windows wait for their retry (their notices may be missing), the last success is older than
 * the schedule allows, else up to date.
 */
export function describeCoverageStatus(
  state: SourceSyncState | undefined,
  intervalMinutes: number,
  now: Date,
): CoverageStatus {
  if (!state?.last_success_at) return 'never_synced';
  if (state.last_error !== null) return 'failing';
  if (state.failed_windows > 0) return 'missing_windows';
  const minutesSince = (now.getTime() - state.last_success_at.getTime()) / 60_000;
  if (minutesSince > behindAfterMinutes(intervalMinutes)) return 'behind';
  return 'up_to_date';
}
