import type PgBoss from 'pg-boss';
import type { Pool } from '../db/pool';
import { watchForAbandonedJobs } from './abandoned-jobs';
import type { JobQueue } from './job-queue';

/** The advisory lock a run of a one-at-a-time queue holds (ADR 0165). */
export const queueRunLockKey = (queue: string) => `wac-job:${queue}`;

/**
 * `boss.work` for a queue that runs one job at a time (pg-boss policy `singleton` or `stately`):
 * each run holds the queue's run lock on a connection of its own, so a run whose process died is
 * told from a live one (`failAbandonedJobs`), and the queue is watched for such runs. A job that
 * was failed as abandoned before its worker took the lock (a rare race) is left to its retry.
 */
export async function workOneAtATime<T extends object>(
  boss: JobQueue,
  pool: Pool,
  queue: string,
  options: PgBoss.WorkOptions,
  handler: (job: PgBoss.Job<T>) => Promise<void>,
): Promise<void> {
  const lockKey = queueRunLockKey(queue);
  watchForAbandonedJobs(boss, { queue, lockKeyOf: () => lockKey });
  await boss.work<T>(queue, { ...options, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
      const { rows } = await client.query<{ state: string }>(
        'SELECT state FROM pgboss.job WHERE name = $1 AND id = $2',
        [queue, job.id],
      );
      if (rows[0]?.state !== 'active') return;
      await handler(job);
    } finally {
      const isUnlocked = await client
        .query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey])
        .then(
          () => true,
          () => false,
        );
      // A connection that could not unlock is closed, which lets the lock go.
      client.release(!isUnlocked);
    }
  });
}

/**
 * A one-at-a-time queue on a schedule: creates the queue (`queue.name`, with its options), starts
 * its worker (`workOneAtATime`), schedules it at `cron` (pg-boss schedule options, such as `tz`)
 * and, with `runNow`, asks for a run at once (a run at start-up).
 */
export async function workOnSchedule<T extends object>(
  boss: JobQueue,
  pool: Pool,
  queue: PgBoss.Queue,
  schedule: { cron: string; options?: PgBoss.ScheduleOptions; runNow?: boolean },
  handler: (job: PgBoss.Job<T>) => Promise<void>,
): Promise<void> {
  await boss.createQueue(queue.name, queue);
  await workOneAtATime(boss, pool, queue.name, {}, handler);
  await boss.schedule(queue.name, schedule.cron, {}, schedule.options);
  if (schedule.runNow) await boss.send(queue.name, {});
}
