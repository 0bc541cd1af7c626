import type { Queryable } from '../../db/pool';
import type { DateWindow } from './portal-feed';
import type { SourceSystem } from './source-systems';

export type WindowStatus = 'pending' | 'running' | 'done' | 'failed';

export type IngestWindow = {
  source_system: SourceSystem;
  window_start: Date;
  window_end: Date;
  status: WindowStatus;
  /** The saved `links.next` URL of the next page to fetch; null means the first page. */
  next_cursor: string | null;
  pages: number;
  releases: number;
  attempts: number;
  last_error: string | null;
  /** A failed window is retried from this time on (its back-off). */
  retry_at: Date | null;
};

type WindowKey = Pick<IngestWindow, 'source_system' | 'window_start' | 'window_end'>;
const KEY_WHERE = 'source_system = $1 AND window_start = $2 AND window_end = $3';
const keyValues = (key: WindowKey) => [key.source_system, key.window_start, key.window_end];

/** Records the windows of a run; windows planned before (same boundaries) are left as they are. */
export async function planIngestWindows(
  db: Queryable,
  source: SourceSystem,
  windows: DateWindow[],
): Promise<void> {
  if (windows.length === 0) return;
  await db.query(
    `INSERT INTO ingest_windows (source_system, window_start, window_end)
     SELECT $1, x.window_start, x.window_end
       FROM unnest($2::timestamptz[], $3::timestamptz[]) AS x(window_start, window_end)
     ON CONFLICT DO NOTHING`,
    [source, windows.map((window) => window.start), windows.map((window) => window.end)],
  );
}

/**
 * Windows to work on now, oldest first: pending ones, running ones a killed run left behind (they
 * resume from their saved cursor) and failed ones whose back-off is over. A failed window is
 * never given up: it stays here until it succeeds.
 */
export async function findDueWindows(
  db: Queryable,
  source: SourceSystem,
  now: Date,
): Promise<IngestWindow[]> {
  const { rows } = await db.query<IngestWindow>(
    `SELECT source_system, window_start, window_end, status, next_cursor, pages, releases,
            attempts, last_error, retry_at
       FROM ingest_windows
      WHERE source_system = $1 AND status <> 'done'
        AND NOT (status = 'failed' AND retry_at > $2)
      ORDER BY window_start, window_end`,
    [source, now],
  );
  return rows;
}

/** The end of the latest window ever planned for the source: the next run plans from here. */
export async function findPlannedUntil(db: Queryable, source: SourceSystem): Promise<Date | null> {
  const { rows } = await db.query<{ planned_until: Date | null }>(
    'SELECT max(window_end) AS planned_until FROM ingest_windows WHERE source_system = $1',
    [source],
  );
  return rows[0]?.planned_until ?? null;
}

export async function markWindowRunning(db: Queryable, key: WindowKey): Promise<void> {
  await db.query(
    `UPDATE ingest_windows SET status = 'running', attempts = attempts + 1, updated_at = now()
      WHERE ${KEY_WHERE}`,
    keyValues(key),
  );
}

/**
 * Saves the cursor after a page; call it in the transaction that stored the page's releases.
 * `isCursorLoop`: the page's `links.next` named a cursor already read (counted for health).
 */
export async function saveWindowCursor(
  db: Queryable,
  key: WindowKey,
  page: { nextCursor: string | null; releases: number; isCursorLoop?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE ingest_windows SET next_cursor = $4, pages = pages + 1, releases = releases + $5,
            cursor_loops = cursor_loops + $6, updated_at = now()
      WHERE ${KEY_WHERE}`,
    [...keyValues(key), page.nextCursor, page.releases, page.isCursorLoop ? 1 : 0],
  );
}

export async function markWindowDone(db: Queryable, key: WindowKey): Promise<void> {
  await db.query(
    `UPDATE ingest_windows SET status = 'done', next_cursor = NULL, last_error = NULL,
            retry_at = NULL, updated_at = now()
      WHERE ${KEY_WHERE}`,
    keyValues(key),
  );
}

/**
 * A failed window keeps its cursor, so the retry resumes where the failure happened, and is due
 * again at `retryAt`.
 */
export async function markWindowFailed(
  db: Queryable,
  key: WindowKey,
  failure: { error: string; retryAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE ingest_windows SET status = 'failed', last_error = $4, retry_at = $5,
            updated_at = now()
      WHERE ${KEY_WHERE}`,
    [...keyValues(key), failure.error, failure.retryAt],
  );
}

/**
 * Deletes done windows that ended before `before`: every 15-minute run adds a couple of rows, and
 * old finished ones say nothing `synced_until` does not.
 */
export async function pruneDoneWindows(db: Queryable, source: SourceSystem, before: Date) {
  await db.query(
    `DELETE FROM ingest_windows WHERE source_system = $1 AND status = 'done' AND window_end < $2`,
    [source, before],
  );
}
