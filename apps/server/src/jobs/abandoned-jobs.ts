import type { Pool } from '../db/pool';
import type { JobQueue } from './job-queue';

/**
 * How long a job must have been active before its run lock is looked at: a live worker takes the
 * lock within milliseconds of being handed the job, and a process restarted after a kill takes
 * longer than this to get here, so the restart resumes its runs at once. A live job failed inside
 * that moment anyway is safe: workOneAtATime skips a job that is no longer active once it holds
 * the lock (its retry runs instead), and an email is sent once per key.
 */
export const ABANDONED_GRACE_SECONDS = 1;
/** How often every watched queue is looked at after the check at start-up. */
const CHECK_INTERVAL_MS = 30_000;
const REASON = 'the process running this job is gone';

type JobLogger = { warn(object: unknown, message?: string): void };

export type AbandonedJobRule = {
  queue: string;
  /**
   * The advisory lock (`hashtext` of this text) a live run of `job` holds for as long as it
   * runs, on a connection that dies with its process.
   */
  lockKeyOf(job: { id: string; data: unknown }): string;
  graceSeconds?: number;
};

/**
 * Fails the active jobs of `rule.queue` that no live process runs. A process killed mid-job
 * (`kill -9`, out of memory, power loss, a lost database connection) leaves its job `active`,
 * and a singleton or stately queue then starts nothing until pg-boss expires it (30 to 60
 * minutes). A live run holds its lock and the lock dies with its connection, so a lock that can
 * be taken means nobody runs the job: failing it is safe from any process. A failed job with
 * retries left is due again at once, with the same id, so the run it belonged to resumes with the
 * same idempotency keys (ADR 0165). Returns the ids failed.
 */
export async function failAbandonedJobs(
  boss: JobQueue,
  pool: Pool,
  rule: AbandonedJobRule,
  logger: JobLogger,
): Promise<string[]> {
  const { rows } = await pool.query<{ id: string; data: unknown }>(
    `SELECT id, data FROM pgboss.job
      WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2)`,
    [rule.queue, rule.graceSeconds ?? ABANDONED_GRACE_SECONDS],
  );
  if (rows.length === 0) return [];
  const failed: string[] = [];
  const client = await pool.connect();
  try {
    for (const job of rows) {
      const key = rule.lockKeyOf(job);
      const taken = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
        [key],
      );
      if (!taken.rows[0]?.locked) continue;
      try {
        // Holding the lock: no new run of this job can start while it is failed.
        await boss.fail(rule.queue, job.id, { reason: REASON });
        failed.push(job.id);
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    }
  } finally {
    client.release();
  }
  if (failed.length === 0) return failed;
  // pg-boss would wait out the retry delay (30 s and more): the run was cut short, not failing.
  await pool.query(
    `UPDATE pgboss.job SET start_after = now()
      WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'retry'`,
    [rule.queue, failed],
  );
  logger.warn(
    { queue: rule.queue, jobs: failed },
    'abandoned job failed: the process running it is gone',
  );
  return failed;
}

const rulesByQueue = new WeakMap<JobQueue, Map<string, AbandonedJobRule>>();

/** Adds `rule` to the queues `startAbandonedJobChecks` looks at for this job queue. */
export function watchForAbandonedJobs(boss: JobQueue, rule: AbandonedJobRule): void {
  const rules = rulesByQueue.get(boss) ?? new Map<string, AbandonedJobRule>();
  rules.set(rule.queue, rule);
  rulesByQueue.set(boss, rules);
}

/**
 * Fails the abandoned jobs of every watched queue now (server.ts calls it at start-up, after the
 * workers are registered) and every half minute after, for a process that dies while this one
 * runs. Returns a stopper.
 */
export async function startAbandonedJobChecks(
  boss: JobQueue,
  pool: Pool,
  logger: JobLogger,
): Promise<() => void> {
  const checkAll = async () => {
    for (const rule of rulesByQueue.get(boss)?.values() ?? []) {
      await failAbandonedJobs(boss, pool, rule, logger);
    }
  };
  await checkAll();
  const timer = setInterval(() => {
    checkAll().catch((error) => logger.warn({ err: error }, 'checking for abandoned jobs failed'));
  }, CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
