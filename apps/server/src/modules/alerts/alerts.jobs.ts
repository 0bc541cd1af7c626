import type PgBoss from 'pg-boss';
import pino from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOneAtATime } from '../../jobs/one-run-at-a-time';
import { SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS } from '../email/email.jobs';
import { dispatchAlertDigests } from './alert-dispatch.service';

export const ALERT_DIGEST_QUEUE = 'alert-digests';

/**
 * One run at a time (`singleton`); a failed run is retried after 5, 10 then 20 minutes, which is
 * safe because a run only ever sends what no earlier run claimed.
 */
export const ALERT_DIGEST_QUEUE_OPTIONS: PgBoss.Queue = {
  name: ALERT_DIGEST_QUEUE,
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 60 * 60,
};

/**
 * Schedules the digest run (ALERT_DIGEST_CRON, UK time) and starts its worker; server.ts calls
 * this at start-up after the email worker. Re-registering updates the schedule.
 */
export async function registerAlertDigestWorker(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db' | 'env'>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const logger = pino({ level: deps.env.LOG_LEVEL, name: 'alerts' });
  // Digests are queued on the email queue inside the dispatch transaction: it must exist.
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);
  await boss.createQueue(ALERT_DIGEST_QUEUE, ALERT_DIGEST_QUEUE_OPTIONS);
  await boss.schedule(ALERT_DIGEST_QUEUE, deps.env.ALERT_DIGEST_CRON, {}, { tz: 'Europe/London' });
  await workOneAtATime(
    boss,
    deps.db,
    ALERT_DIGEST_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async (job) => {
      try {
        // The job's id names the run: a retry, or a run resumed after a crash, queues no digest
        // its first attempt queued (ADR 0165).
        await dispatchAlertDigests({ ...deps, jobs: boss }, { logger, runKey: job.id });
      } catch (error) {
        logger.warn({ err: error }, 'alert digest run failed; pg-boss will retry');
        throw error;
      }
    },
  );
}
