import PgBoss from 'pg-boss';
import { describeConnectionError, isDatabaseUnavailableError } from '../db/connection-errors';

export type JobQueue = PgBoss;

/** While the database is down every worker's poll fails: one line per this long is enough. */
const UNAVAILABLE_LOG_INTERVAL_MS = 30_000;
/** Queues being stopped: their connections closing with the database is the plan, not news. */
const stoppingQueues = new WeakSet<JobQueue>();

/**
 * Starts pg-boss on our own database (schema `pgboss`); no Redis. pg-boss opens new connections
 * by itself once a lost database answers again, so it needs nothing to recover; while the
 * database is unavailable its errors are logged once per half minute, not once per poll.
 */
export async function startJobQueue(
  connectionString: string,
  logger: { error(obj: unknown, msg?: string): void; warn?(obj: unknown, msg?: string): void },
  availability?: { reportLost(reason: string): void },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 4, schema: 'pgboss' });
  let lastUnavailableLogAt = 0;
  boss.on('error', (error) => {
    if (!isDatabaseUnavailableError(error)) {
      logger.error({ err: error }, 'job queue error');
      return;
    }
    if (stoppingQueues.has(boss)) return;
    availability?.reportLost(describeConnectionError(error));
    if (Date.now() - lastUnavailableLogAt < UNAVAILABLE_LOG_INTERVAL_MS) return;
    lastUnavailableLogAt = Date.now();
    (logger.warn ?? logger.error).call(
      logger,
      { reason: describeConnectionError(error) },
      'job queue: database unavailable',
    );
  });
  await boss.start();
  return boss;
}

/** Waits for running jobs up to `timeoutMs`, then lets go; shutdown must stay under 5 s. */
export async function stopJobQueue(boss: JobQueue, timeoutMs = 2000): Promise<void> {
  stoppingQueues.add(boss);
  await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: true });
}
