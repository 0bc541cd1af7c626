import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import { refreshDueLifecycleStages } from './lifecycle-stages.repository';

export const LIFECYCLE_STAGES_QUEUE = 'ingest-lifecycle-stages';

/** One run at a time, every minute: a run with nothing due is one index probe. */
const LIFECYCLE_STAGES_QUEUE_OPTIONS: PgBoss.Queue = {
  name: LIFECYCLE_STAGES_QUEUE,
  policy: 'stately',
  retryLimit: 0,
  expireInSeconds: 10 * 60,
};

/**
 * Keeps the stored lifecycle stage right on the day it is read (ADR 0222): every minute, the
 * rows whose deadline, standstill end or contract-ending date has come are given their new stage.
 */
export async function registerLifecycleStageJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db'>,
  logger: Logger,
): Promise<void> {
  const everyMinute = { cron: '* * * * *', runNow: true };
  await workOnSchedule(boss, deps.db, LIFECYCLE_STAGES_QUEUE_OPTIONS, everyMinute, async () => {
    const refreshed = await refreshDueLifecycleStages(deps.db, new Date());
    if (refreshed > 0) logger.debug({ refreshed }, 'ingest: lifecycle stages moved on');
  });
}
