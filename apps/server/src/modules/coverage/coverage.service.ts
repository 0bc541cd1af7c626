import { COVERAGE_DAYS, type CoveragePortal, type CoverageResponse } from '@wac/contract';
import type { Env } from '../../config/env';
import type { Queryable } from '../../db/pool';
import { findSourceSyncStates } from '../ingest';
import { SYNC_SOURCES } from '../ingest/source-registry';
import { hasSampleData } from '../site';
import { findPortalNoticeFigures } from './coverage.repository';
import { describeCoverageStatus } from './coverage-status';

const toIso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * Every registered portal's coverage (ADR 0160): its sync state as the sync records it (the
 * same rows /api/health/ reads), its newest stored notice and notices per UK day over the last
 * COVERAGE_DAYS days, and whether sample data is shown. A portal never attempted is listed too,
 * as never synced: the page must not leave out what is missing.
 */
export async function getCoverage(
  deps: { db: Queryable; env: Env },
  now = new Date(),
): Promise<CoverageResponse> {
  const sources = SYNC_SOURCES.map((definition) => definition.source);
  const [states, figures, isSampleData] = await Promise.all([
    findSourceSyncStates(deps.db),
    findPortalNoticeFigures(deps.db, sources, now, COVERAGE_DAYS),
    hasSampleData(deps.db),
  ]);
  const portals = SYNC_SOURCES.map((definition, index): CoveragePortal => {
    const state = states.find((candidate) => candidate.source_system === definition.source);
    const notices = figures[index]!;
    const interval = definition.intervalMinutes?.(deps.env) ?? deps.env.SYNC_INTERVAL_MINUTES;
    const newest = notices.newest_notice_at;
    return {
      source_system: definition.source,
      name: definition.label,
      status: describeCoverageStatus(state, interval, now),
      last_success_at: toIso(state?.last_success_at),
      last_attempt_at: toIso(state?.last_attempt_at),
      failing_since: state?.last_error != null ? toIso(state.failing_since) : null,
      complete_from: state?.synced_until ? toIso(state.backfilled_from) : null,
      complete_until: toIso(state?.synced_until),
      sync_interval_minutes: interval,
      newest_notice_at: toIso(newest),
      newest_notice_age_seconds: newest
        ? Math.max(0, Math.floor((now.getTime() - newest.getTime()) / 1000))
        : null,
      notices_last_30_days: notices.per_day.reduce((sum, day) => sum + day.notices, 0),
      notices_per_day: notices.per_day,
      failed_window_count: state?.failed_windows ?? 0,
      failed_windows: (state?.gaps ?? []).map((gap) => ({
        from: gap.window_start.toISOString(),
        to: gap.window_end.toISOString(),
        attempts: gap.attempts,
        retry_at: toIso(gap.retry_at),
      })),
    };
  });
  return { generated_at: now.toISOString(), is_sample_data: isSampleData, portals };
}
