import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import type { IngestHooks } from './ingest-hooks';
import { recompileQueuedOcids } from './recompile-queue';

export const RECOMPILE_QUEUE = 'ingest-recompile-queue';

/** One run at a time; an ocid left queued (a lock it waited for) is the next run's. */
const RECOMPILE_QUEUE_OPTIONS: PgBoss.Queue = {
  name: RECOMPILE_QUEUE,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 6 * 60 * 60,
};

/**
 * Compiles the ocids a migration queued (`recompile_queue`, ADR 0052) again from their stored
 * releases: a run at start-up, then hourly for any it had to leave.
 */
export async function registerRecompileJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db'>,
  logger: Logger,
  hooks: IngestHooks,
): Promise<void> {
  const hourly = { cron: '41 * * * *', runNow: true };
  await workOnSchedule(boss, deps.db, RECOMPILE_QUEUE_OPTIONS, hourly, async () => {
    const result = await recompileQueuedOcids({ pool: deps.db, logger, hooks });
    if (result.compiled > 0 || result.deferred > 0) {
      logger.info(result, 'ingest: recompiled queued ocids');
    }
  });
}
