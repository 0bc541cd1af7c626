import pg from 'pg';

/** Back-off between reconnection attempts: 0, 0.25, 0.5, 1, 2, 4 s, then every 5 s. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;
/** A probe that has not connected and answered by then counts as a failed attempt. */
const PROBE_TIMEOUT_MS = 5_000;

export type DatabaseAvailability = {
  /** False from a lost connection until a new connection answers again. */
  isAvailable(): boolean;
  /**
   * A connection broke (its client emitted `error`) or the embedded server exited: marks the
   * database unavailable and reconnects with back-off. Further reports while down are ignored.
   */
  reportLost(reason: string): void;
  /** The server is back (the embedded one restarted): tries to reconnect now. */
  checkNow(): void;
  /** A new connection opened (the pool's): the database answers again. */
  reportConnected(): void;
  /** Stops reconnecting (shutdown). */
  close(): void;
};

type AvailabilityLogger = { info(msg: string): void; warn(msg: string): void };

/** One connection that answers `SELECT 1`, then closes. */
async function probe(connectionString: string): Promise<void> {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  // A probe client is never pooled: an error after connect must not be left unhandled.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether the database answers, for readiness (`/api/ready/` is 503 while it does not) and for
 * the log: one line when the connection is lost, one when it is back. The pool and pg-boss open
 * new connections by themselves once the server answers again; this only tells when that is.
 */
export function createDatabaseAvailability(options: {
  connectionString: string;
  logger: AvailabilityLogger;
}): DatabaseAvailability {
  let isDown = false;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;
  let lostAt = 0;

  let isProbing = false;
  const markAvailable = () => {
    if (isClosed || !isDown) return;
    isDown = false;
    clearTimeout(timer);
    const seconds = ((Date.now() - lostAt) / 1000).toFixed(1);
    options.logger.info(`database reachable again after ${seconds} s`);
  };
  const attempt = (retryMs: number) => {
    if (isClosed || isProbing) return;
    isProbing = true;
    clearTimeout(timer);
    probe(options.connectionString).then(
      () => {
        isProbing = false;
        markAvailable();
      },
      () => {
        isProbing = false;
        if (isClosed || !isDown) return;
        timer = setTimeout(() => attempt(Math.min(retryMs * 2, MAX_RETRY_MS)), retryMs);
        timer.unref();
      },
    );
  };

  return {
    isAvailable: () => !isDown,
    reportLost(reason) {
      if (isDown || isClosed) return;
      isDown = true;
      lostAt = Date.now();
      options.logger.warn(`database connection lost (${reason}); reconnecting with back-off`);
      attempt(FIRST_RETRY_MS);
    },
    reportConnected: markAvailable,
    checkNow() {
      if (isDown) attempt(FIRST_RETRY_MS);
    },
    close() {
      isClosed = true;
      clearTimeout(timer);
    },
  };
}
