import type PgBoss from 'pg-boss';
import pino from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import type { InstantRunStep } from '../alerts/instant-alerts.jobs';
import { SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS } from '../email/email.jobs';
import { dispatchFavouriteChangeEmails } from './favourite-change-emails.service';

/** The free tier's daily change emails, sent with the alert digests (ALERT_DIGEST_CRON). */
export const DAILY_CHANGE_EMAILS_QUEUE = 'favourite-changes-daily';

const DAILY_QUEUE_OPTIONS: PgBoss.Queue = {
  name: DAILY_CHANGE_EMAILS_QUEUE,
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 60 * 60,
};

/** Paying users' change emails, sent by each instant run after a sync (ADR 0091). */
export const sendInstantChangeEmails: InstantRunStep = (deps, { runKey }) =>
  dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey });

/** Schedules the daily change emails of the free tier and starts their worker. */
export async function registerDailyChangeEmailsWorker(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db' | 'env'>,
): Promise<void> {
  const logger = pino({ level: deps.env.LOG_LEVEL, name: 'favourite-changes' });
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);
  const ukTime = { cron: deps.env.ALERT_DIGEST_CRON, options: { tz: 'Europe/London' } };
  await workOnSchedule(boss, deps.db, DAILY_QUEUE_OPTIONS, ukTime, async (job) => {
    const sent = await dispatchFavouriteChangeEmails(
      { ...deps, jobs: boss },
      { delivery: 'daily', runKey: job.id },
    );
    logger.info({ sent }, 'daily change emails queued');
  });
}
