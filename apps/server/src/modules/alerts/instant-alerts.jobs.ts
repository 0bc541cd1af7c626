import type PgBoss from 'pg-boss';
import pino from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOneAtATime } from '../../jobs/one-run-at-a-time';
import { SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS } from '../email/email.jobs';
import { dispatchAlertDigests } from './alert-dispatch.service';

/** One instant run per source sync that stored anything new (ADR 0090). */
export const INSTANT_ALERT_QUEUE = 'alert-instant';

/**
 * One run at a time (`singleton` without a key), so two sources finishing together are served one
 * after the other; a failed run is retried after 30, 60 then 120 seconds with the same job id,
 * which is the run's key: whatever the first attempt queued is not queued again.
 */
export const INSTANT_ALERT_QUEUE_OPTIONS: PgBoss.Queue = {
  name: INSTANT_ALERT_QUEUE,
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

export type InstantAlertJob = { source: string; syncJobId: string | null };

/** Extra work an instant run does after the profiles (the favourites' change emails). */
export type InstantRunStep = (
  deps: Pick<AppDeps, 'db' | 'env' | 'jobs'>,
  options: { runKey: string; logger: pino.Logger },
) => Promise<unknown>;

/**
 * Asks for an instant run after a source's sync stored new or changed opportunities. Called by
 * the sync worker; the run itself finds what is new, so a lost request only delays mail to the
 * next sync's run, never drops it.
 */
export async function queueInstantAlerts(boss: JobQueue, job: InstantAlertJob): Promise<void> {
  await boss.send(INSTANT_ALERT_QUEUE, job);
}

/**
 * Creates the queue and starts its worker; server.ts calls this before the sync jobs start. A run
 * whose process died is failed at the next start-up (or by another process within a minute) and
 * resumes at once with the same job id, so nothing it queued is queued again (ADR 0165).
 */
export async function registerInstantAlertWorker(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db' | 'env'>,
  options: { pollingIntervalSeconds?: number; steps?: readonly InstantRunStep[] } = {},
): Promise<void> {
  const logger = pino({ level: deps.env.LOG_LEVEL, name: 'alerts-instant' });
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);
  await boss.createQueue(INSTANT_ALERT_QUEUE, INSTANT_ALERT_QUEUE_OPTIONS);
  await workOneAtATime<InstantAlertJob>(
    boss,
    deps.db,
    INSTANT_ALERT_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (job) => {
      const runDeps = { ...deps, jobs: boss };
      // The job's own id names the run: a retry of this job sends nothing already queued.
      const runKey = job.id;
      try {
        await dispatchAlertDigests(runDeps, { delivery: 'instant', runKey, logger });
        for (const step of options.steps ?? []) await step(runDeps, { runKey, logger });
      } catch (error) {
        logger.warn({ err: error, source: job.data.source }, 'instant run failed; will retry');
        throw error;
      }
    },
  );
}
