import type { ReadinessResponse } from '@wac/contract';
import { MIGRATION_LOCK_ID } from '../../db/migrate';
import type { Pool, PoolClient } from '../../db/pool';

/** A database that does not answer in this long counts as unreachable. */
const READINESS_TIMEOUT_MS = 2000;
const UNREACHABLE: ReadinessResponse = {
  ready: false,
  database: 'unreachable',
  migrations: 'unknown',
};

/** A pooled client within the timeout; one that connects later goes straight back. */
async function connectWithin(db: Pool, timeoutMs: number): Promise<PoolClient | undefined> {
  const connecting = db.connect();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  const client = await Promise.race([connecting.catch(() => undefined), timeout]);
  clearTimeout(timer);
  if (!client)
    connecting.then(
      (late) => late.release(),
      () => undefined,
    );
  return client;
}

/** `work`, or a rejection once `timeoutMs` passed (the caller then drops the connection). */
async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready when the database answers (and no connection broke since it last did), no process holds the migration lock (migrate.ts holds it for
 * the whole run) and every migration this build knows of is applied. One query.
 */
export async function checkReadiness(
  db: Pool,
  migrationNames: string[],
  availability?: { isAvailable(): boolean },
): Promise<ReadinessResponse> {
  // A connection broke and none has answered since (the server restarting): not ready (ADR 0166).
  if (availability && !availability.isAvailable()) return UNREACHABLE;
  const client = await connectWithin(db, READINESS_TIMEOUT_MS);
  if (!client) return UNREACHABLE;
  let isBroken = false;
  try {
    const query = client.query<{ is_running: boolean; applied: string[] | null }>(
      `SELECT EXISTS (SELECT 1 FROM pg_locks
                       WHERE locktype = 'advisory' AND objid = $1 AND granted) AS is_running,
              (SELECT array_agg(name) FROM schema_migrations) AS applied`,
      [MIGRATION_LOCK_ID],
    );
    const { rows } = await within(query, READINESS_TIMEOUT_MS);
    const applied = new Set(rows[0]?.applied ?? []);
    const isComplete = migrationNames.every((name) => applied.has(name));
    const migrations = rows[0]?.is_running ? 'running' : isComplete ? 'applied' : 'pending';
    return { ready: migrations === 'applied', database: 'reachable', migrations };
  } catch (error) {
    // 42P01: no schema_migrations yet (an empty database): reachable, nothing applied.
    if ((error as { code?: string }).code === '42P01') {
      return { ready: false, database: 'reachable', migrations: 'pending' };
    }
    isBroken = true;
    return UNREACHABLE;
  } finally {
    client.release(isBroken);
  }
}
