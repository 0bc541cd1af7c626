import pg from 'pg';
import { sendUnnamed } from './named-statements';
import {
  type JitMode,
  type ParallelWorkers,
  sessionSettingsFor,
  startupOptionsFor,
} from './session-settings';

// Postgres numeric and bigint come back as strings by default; ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** Anything that runs a query: the pool or a client inside a transaction. Repositories take this. */
export type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

export type PoolOptions = {
  /** JIT in our sessions: `off` (default) or the server's own setting (ADR 0075). */
  jit?: JitMode;
  /** Parallel workers per statement in our sessions (ADR 0354): the server's unless told otherwise. */
  parallelWorkers?: ParallelWorkers;
  /**
   * Whether statements that ask for a name (named-statements.ts) get one: on by default; off for a
   * DATABASE_URL behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
   */
  namedStatements?: boolean;
  /** Told when a connection breaks (the server shut down, crashed or went away). */
  onConnectionError?: (error: Error) => void;
  /** Told when a new connection opened: the server answers. */
  onConnected?: () => void;
};

/**
 * A pool whose every connection opens with our session settings (session-settings.ts), sent as
 * the startup `options` parameter so they hold before the first query on any server.
 */
export function createPool(connectionString: string, max = 10, options: PoolOptions = {}): pg.Pool {
  const startupOptions = startupOptionsFor(
    sessionSettingsFor(options.jit, options.parallelWorkers),
  );
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 30_000,
    ...(startupOptions ? { options: startupOptions } : {}),
  });
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  const isUnnamed = options.namedStatements === false;
  if (isUnnamed) sendUnnamed(pool);
  // A client losing its connection emits 'error'; unheard, that event ends the process. The pool
  // hears it only while the client is idle in the pool, so every client gets its own listener:
  // one checked out and waiting (a sync's lock, a CSV export between rows) is covered too. The
  // broken client is dropped on release (pg-pool checks it), and the next query connects anew.
  pool.on('connect', (client) => {
    if (isUnnamed) sendUnnamed(client);
    client.on('error', onConnectionError);
    options.onConnected?.();
  });
  pool.on('error', onConnectionError);
  return pool;
}

/** How a transaction starts: the default (READ COMMITTED, read-write) or a stricter mode. */
export type TransactionMode = 'READ COMMITTED' | 'REPEATABLE READ' | 'REPEATABLE READ READ ONLY';

/**
 * Runs `work` in one transaction, committing on success and rolling back on any error.
 * `REPEATABLE READ` gives every statement of `work` the same snapshot. `opening`: statements
 * without parameters (such as `SET LOCAL`) sent together with BEGIN, in the same round trip.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  mode: TransactionMode = 'READ COMMITTED',
  opening?: string,
): Promise<T> {
  const client = await pool.connect();
  try {
    const begin = mode === 'READ COMMITTED' ? 'BEGIN' : `BEGIN ISOLATION LEVEL ${mode}`;
    await client.query(opening ? `${begin}; ${opening}` : begin);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
