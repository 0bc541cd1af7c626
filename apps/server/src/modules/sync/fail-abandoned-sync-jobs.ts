import type { Pool } from '../../db/pool';
import type { JobQueue } from '../../jobs/job-queue';
import type { IngestLogger } from '../ingest/ingest-logger';
import { withSourceLock } from '../ingest/source-lock';
import type { SourceSystem } from '../ingest/source-systems';

/**
 * A live run takes its source's lock within milliseconds of starting; a job active this long
 * whose lock is free was left by a process that died.
 */
export const ABANDONED_AFTER_SECONDS = 30;

/**
 * Fails the active sync jobs of `source` that no live process is running: a process killed
 * mid-run (`kill -9`, out of memory, power loss) leaves its job `active`, and the stately queue
 * then starts nothing until pg-boss expires it. A run holds the source's advisory lock for its
 * whole length and the lock dies with its connection, so when the lock can be taken, nobody is
 * running the job: failing it is safe on any node, this one after a restart or another one.
 * Returns how many jobs were failed.
 */
export async function failAbandonedSyncJobs(
  boss: JobQueue,
  pool: Pool,
  options: { source: SourceSystem; queue: string; logger: IngestLogger; graceSeconds?: number },
): Promise<number> {
  const grace = options.graceSeconds ?? ABANDONED_AFTER_SECONDS;
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id FROM pgboss.job
      WHERE name = $1 AND state = 'active' AND started_on < now() - make_interval(secs => $2)`,
    [options.queue, grace],
  );
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  const failed = await withSourceLock(pool, options.source, async () => {
    for (const id of ids) {
      await boss.fail(options.queue, id, { reason: 'the process running this sync is gone' });
    }
    return ids.length;
  });
  if (failed)
    options.logger.warn({ source: options.source, jobs: ids }, 'abandoned sync job failed');
  return failed ?? 0;
}
