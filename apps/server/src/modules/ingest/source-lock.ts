import type { Pool } from '../../db/pool';
import type { SourceSystem } from './source-systems';

/** The advisory lock a sync of `source` holds for its whole length (any process, CLI or job). */
export const sourceLockKey = (source: SourceSystem) => `wac-ingest:${source}`;

/**
 * Runs `work` holding a session advisory lock for the source, so two syncs of one portal (the
 * scheduler and a CLI run, or two server processes) never work the same windows at once. Returns
 * null without running `work` when another process holds the lock. The lock lives on a dedicated
 * connection and dies with it, so a killed process never leaves it behind.
 */
export async function withSourceLock<T>(
  pool: Pool,
  source: SourceSystem,
  work: () => Promise<T>,
): Promise<T | null> {
  const client = await pool.connect();
  const key = sourceLockKey(source);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [key],
    );
    if (!rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]).catch(() => undefined);
    }
  } finally {
    client.release();
  }
}
