import type { Pool } from '../../db/pool';
import { failAbandonedJobs } from '../../jobs/abandoned-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import type { IngestLogger } from '../ingest/ingest-logger';
import { sourceLockKey } from '../ingest/source-lock';
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
 * whole length (as a CLI sync does) and the lock dies with its connection: the source lock is
 * the sync queue's run lock in `failAbandonedJobs` (ADR 0165). Returns how many were failed.
 */
export async function failAbandonedSyncJobs(
  boss: JobQueue,
  pool: Pool,
  options: { source: SourceSystem; queue: string; logger: IngestLogger; graceSeconds?: number },
): Promise<number> {
  const lockKey = sourceLockKey(options.source);
  const failed = await failAbandonedJobs(
    boss,
    pool,
    {
      queue: options.queue,
      lockKeyOf: () => lockKey,
      graceSeconds: options.graceSeconds ?? ABANDONED_AFTER_SECONDS,
    },
    options.logger,
  );
  return failed.length;
}
