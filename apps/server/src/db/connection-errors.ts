/**
 * SQLSTATEs and socket codes that say the database server is gone or not accepting connections
 * (shut down, restarting, in crash recovery, or unreachable), not that a query was wrong.
 * 57P01 admin_shutdown (also what backends send when the postmaster dies), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or recovering), class 08 connection exceptions.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** What node-postgres says when the socket closes under a client or a query. */
const UNAVAILABLE_MESSAGES = /^Connection terminated|^Client has encountered a connection error/;

/**
 * True for an error that means "the database is unavailable right now", not a bad query. Takes
 * plain objects too: pg-boss emits a worker's error as a copy of its fields.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // pg-pool wraps connect failures of every address in an AggregateError (ECONNREFUSED each).
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailableError);
  return false;
}

/** A short description for a log line: the code and message, never a stack or a query. */
export function describeConnectionError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return typeof code === 'string' ? `${code} ${text}` : text;
}

/**
 * Keeps the process running when a promise nobody awaited fails because the database is
 * unavailable: pg-boss 10's workers complete and fail jobs without awaiting the query (its issue
 * #577), so a connection lost at that moment is an unhandled rejection, which ends a Node process.
 * Such a job stays active and is failed by the abandoned-job check (ADR 0165). Any other
 * unhandled rejection is thrown on, and ends the process as before. Returns the uninstaller.
 */
export function surviveUnavailableDatabase(logger: {
  warn(object: unknown, message: string): void;
}): () => void {
  const onRejection = (reason: unknown) => {
    if (!isDatabaseUnavailableError(reason)) throw reason;
    logger.warn(
      { reason: describeConnectionError(reason) },
      'a database call failed while the database was unavailable',
    );
  };
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
