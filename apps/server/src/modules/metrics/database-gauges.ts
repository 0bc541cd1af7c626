import type { Pool, Queryable } from '../../db/pool';

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
