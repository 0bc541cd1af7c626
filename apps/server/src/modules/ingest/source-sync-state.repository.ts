import type { Queryable } from '../../db/pool';

/** A failed window waiting for its retry: a gap `synced_until` cannot pass. */
export type SyncGap = {
  window_start: Date;
  window_end: Date;
  attempts: number;
  last_error: string | null;
  retry_at: Date | null;
};

/** Everything known about one source's sync: health and metrics both read this. */
export type SourceSyncState = {
  source_system: string;
  last_success_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
  last_error_at: Date | null;
  /** Since when the source has been failing without a clean run; null when it is not. */
  failing_since: Date | null;
  /** Failed window attempts since the source was first synced (a counter for metrics). */
  errors_total: number;
  /** Everything before this is stored; null before the first window completes. */
  synced_until: Date | null;
  /** The earliest start of a range synced without a failed window; null before one. */
  backfilled_from: Date | null;
  /** Windows planned and not done yet (pending, running or failed). */
  open_windows: number;
  failed_windows: number;
  /** The oldest failed windows (at most `MAX_GAPS_LISTED`). */
  gaps: SyncGap[];
  /** Cursor loops the portal served in the windows kept (ADR 0169), and the latest one's window. */
  cursor_loops: number;
  last_cursor_loop: { window_start: Date; window_end: Date } | null;
};

export const MAX_GAPS_LISTED = 10;

/**
 * The sync state of every source that has ever been attempted, in one query: the one place
 * health (`/api/health/`) and metrics read per-source lag, errors and gaps from.
 */
export async function findSourceSyncStates(db: Queryable): Promise<SourceSyncState[]> {
  const { rows } = await db.query<SourceSyncState>(
    `SELECT s.source_system, s.last_success_at, s.last_attempt_at, s.last_error, s.last_error_at,
            s.failing_since, s.errors_total::int AS errors_total, s.synced_until,
            s.backfilled_from,
            coalesce(w.open_windows, 0) AS open_windows,
            coalesce(w.failed_windows, 0) AS failed_windows,
            coalesce(g.gaps, '[]'::json) AS gaps,
            coalesce(l.cursor_loops, 0) AS cursor_loops, l.last_cursor_loop
       FROM ingest_sources s
       LEFT JOIN LATERAL (
         SELECT count(*)::int AS open_windows,
                count(*) FILTER (WHERE status = 'failed')::int AS failed_windows
           FROM ingest_windows WHERE source_system = s.source_system AND status <> 'done'
       ) w ON true
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object(
                  'window_start', window_start, 'window_end', window_end, 'attempts', attempts,
                  'last_error', last_error, 'retry_at', retry_at) ORDER BY window_start) AS gaps
           FROM (SELECT * FROM ingest_windows
                  WHERE source_system = s.source_system AND status = 'failed'
                  ORDER BY window_start LIMIT $1) failed
       ) g ON true
       LEFT JOIN LATERAL (
         SELECT sum(cursor_loops)::int AS cursor_loops,
                (array_agg(json_build_object('window_start', window_start, 'window_end', window_end)
                           ORDER BY updated_at DESC))[1] AS last_cursor_loop
           FROM ingest_windows WHERE source_system = s.source_system AND cursor_loops > 0
       ) l ON true
      ORDER BY s.source_system`,
    [MAX_GAPS_LISTED],
  );
  return rows.map((row) => ({
    ...row,
    last_cursor_loop: row.last_cursor_loop
      ? {
          window_start: new Date(String(row.last_cursor_loop.window_start)),
          window_end: new Date(String(row.last_cursor_loop.window_end)),
        }
      : null,
    gaps: (row.gaps as unknown as Array<Record<string, string | number | null>>).map((gap) => ({
      window_start: new Date(String(gap.window_start)),
      window_end: new Date(String(gap.window_end)),
      attempts: Number(gap.attempts),
      last_error: gap.last_error === null ? null : String(gap.last_error),
      retry_at: gap.retry_at === null ? null : new Date(String(gap.retry_at)),
    })),
  }));
}
