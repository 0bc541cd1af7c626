import type { Queryable } from '../../db/pool';
import type { SourceSystem } from './source-systems';

export type IngestSourceStatus = {
  source_system: SourceSystem;
  last_success_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
  synced_until: Date | null;
  backfilled_from: Date | null;
};

export async function findIngestSource(
  db: Queryable,
  source: SourceSystem,
): Promise<IngestSourceStatus | null> {
  const { rows } = await db.query<IngestSourceStatus>(
    `SELECT source_system, last_success_at, last_attempt_at, last_error, synced_until,
            backfilled_from
       FROM ingest_sources WHERE source_system = $1`,
    [source],
  );
  return rows[0] ?? null;
}

export async function recordSyncAttempt(db: Queryable, source: SourceSystem): Promise<void> {
  await db.query(
    `INSERT INTO ingest_sources (source_system, last_attempt_at) VALUES ($1, now())
     ON CONFLICT (source_system) DO UPDATE SET last_attempt_at = now()`,
    [source],
  );
}

/**
 * A run in which no window failed: clears the error and widens the backfilled range. The source
 * stops counting as failing only when no failed window is left waiting for its retry either.
 */
export async function recordSyncSuccess(db: Queryable, source: SourceSystem, from: Date) {
  await db.query(
    `UPDATE ingest_sources SET last_success_at = now(), last_error = NULL,
            backfilled_from = LEAST(coalesce(backfilled_from, $2), $2),
            failing_since = CASE WHEN EXISTS (
              SELECT 1 FROM ingest_windows
               WHERE source_system = $1 AND status = 'failed') THEN failing_since END
      WHERE source_system = $1`,
    [source, from],
  );
}

/** One failed window attempt: the source's error, its error count and since when it fails. */
export async function recordSyncError(db: Queryable, source: SourceSystem, error: string) {
  await db.query(
    `UPDATE ingest_sources SET last_error = $2, last_error_at = now(),
            errors_total = errors_total + 1, failing_since = coalesce(failing_since, now())
      WHERE source_system = $1`,
    [source, error],
  );
}

/**
 * `synced_until` = the end of the last done window before the first window still to do, so
 * everything before it is known complete. A failed window holds it back until it succeeds: it
 * never jumps past a gap.
 */
export async function updateSyncedUntil(db: Queryable, source: SourceSystem): Promise<Date | null> {
  const { rows } = await db.query<{ synced_until: Date | null }>(
    `UPDATE ingest_sources SET synced_until = (
       SELECT max(done.window_end) FROM ingest_windows done
        WHERE done.source_system = $1 AND done.status = 'done'
          AND done.window_end <= coalesce((
            SELECT min(open.window_start) FROM ingest_windows open
             WHERE open.source_system = $1 AND open.status <> 'done'), 'infinity')
     )
     WHERE source_system = $1
     RETURNING synced_until`,
    [source],
  );
  return rows[0]?.synced_until ?? null;
}
