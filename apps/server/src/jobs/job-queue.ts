import PgBoss from 'pg-boss';

export type JobQueue = PgBoss;

/** Starts pg-boss on our own database (schema `pgboss`); no Redis. */
export async function startJobQueue(
  connectionString: string,
  logger: { error(obj: unknown, msg?: string): void },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 4, schema: 'pgboss' });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Waits for running jobs up to `timeoutMs`, then lets go; shutdown must stay under 5 s. */
export async function stopJobQueue(boss: JobQueue, timeoutMs = 2000): Promise<void> {
  await boss.stop({ graceful: true, timeout: timeoutMs, wait: true, close: true });
}
