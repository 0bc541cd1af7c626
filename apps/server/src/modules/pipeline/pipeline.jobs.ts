import type PgBoss from 'pg-boss';
import pino from 'pino';
import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import { workOnSchedule } from '../../jobs/one-run-at-a-time';
import type { InstantRunStep } from '../alerts/instant-alerts.jobs';
import { SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS } from '../email/email.jobs';
import { dispatchPipelineChangeEmails } from './pipeline-change-emails.service';
import { dispatchPipelineWebhookEvents } from './pipeline-webhook-dispatch';
import { sendDeadlineReminders } from './reminders.service';

/** Submission-deadline reminders (ADR 0203): hourly, so a day's reminders go out soon after UK midnight. */
export const PIPELINE_REMINDERS_QUEUE = 'pipeline-reminders';
const REMINDERS_SCHEDULE = { cron: '5 * * * *', options: { tz: 'Europe/London' } };

const REMINDERS_QUEUE_OPTIONS: PgBoss.Queue = {
  name: PIPELINE_REMINDERS_QUEUE,
  policy: 'singleton',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
};

/** Pipeline events to webhooks (ADR 0257): each minute, the audit entries since the last run. */
export const PIPELINE_WEBHOOKS_QUEUE = 'pipeline-webhook-events';
const WEBHOOKS_SCHEDULE = { cron: '* * * * *' };

const WEBHOOKS_QUEUE_OPTIONS: PgBoss.Queue = {
  name: PIPELINE_WEBHOOKS_QUEUE,
  policy: 'singleton',
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 5 * 60,
};

/** Item owners hear what changed in their notices after each sync, beside favourites (ADR 0202). */
export const sendPipelineChangeEmails: InstantRunStep = (deps, { runKey }) =>
  dispatchPipelineChangeEmails(deps, runKey);

/** Schedules the reminders (in UK time) and the webhook fan-out, and starts their workers. */
export async function registerPipelineJobs(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db' | 'env'>,
): Promise<void> {
  const logger = pino({ level: deps.env.LOG_LEVEL, name: 'pipeline' });
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);
  await workOnSchedule(boss, deps.db, REMINDERS_QUEUE_OPTIONS, REMINDERS_SCHEDULE, async () => {
    const sent = await sendDeadlineReminders({ ...deps, jobs: boss });
    logger.info({ sent }, 'pipeline reminders queued');
  });
  await workOnSchedule(boss, deps.db, WEBHOOKS_QUEUE_OPTIONS, WEBHOOKS_SCHEDULE, async () => {
    const deliveries = await dispatchPipelineWebhookEvents({ ...deps, jobs: boss });
    if (deliveries > 0) logger.info({ deliveries }, 'pipeline webhook deliveries queued');
  });
}
