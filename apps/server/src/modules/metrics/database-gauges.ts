import type { Pool, Queryable } from '../../db/pool';
import { findSourceSyncStates } from '../ingest/source-sync-state.repository';

export type SourceSyncMetrics = {
  source: string;
  secondsSinceSuccess: number | null;
  isFailing: boolean;
  errorsTotal: number;
  failedWindows: number;
};

/**
 * Per-source sync state for the sync gauges, read through the sync module's one function
 * (`findSourceSyncStates`, which health reads too).
 */
export async function readSourceSyncStates(db: Queryable, now = new Date()) {
  const rows = await findSourceSyncStates(db);
  return rows.map(
    (row): SourceSyncMetrics => ({
      source: row.source_system,
      secondsSinceSuccess: row.last_success_at
        ? Math.max(0, (now.getTime() - row.last_success_at.getTime()) / 1000)
        : null,
      isFailing: row.failing_since !== null || row.last_error !== null,
      errorsTotal: row.errors_total,
      failedWindows: row.failed_windows,
    }),
  );
}

export type QueueDepth = { queue: string; state: string; jobs: number };

/** Jobs waiting or running per pg-boss queue; none when pg-boss never ran on this database. */
export async function readQueueDepths(db: Queryable): Promise<QueueDepth[]> {
  const { rows } = await db
    .query<{ queue: string; state: string; jobs: number }>(
      `SELECT name AS queue, state::text AS state, count(*)::int AS jobs
       FROM pgboss.job
      WHERE state IN ('created', 'retry', 'active')
      GROUP BY 1, 2`,
    )
    .catch((error: { code?: string }) => {
      // 42P01 / 3F000: no pgboss schema (API tests, a database no worker has used yet).
      if (error.code === '42P01' || error.code === '3F000') return { rows: [] };
      throw error;
    });
  return rows;
}

/** Connections of this process's pool: open, idle, and callers waiting for one. */
export function readPoolUse(pool: Pool) {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
