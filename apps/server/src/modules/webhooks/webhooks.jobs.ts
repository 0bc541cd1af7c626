import pino from 'pino';
import type { AppDeps } from '../../app-deps';
import { watchForAbandonedJobs } from '../../jobs/abandoned-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import { SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS } from '../email/email.jobs';
import { type DeliveryOptions, deliverWebhook, webhookDeliveryLockKey } from './deliver-webhook';
import { WEBHOOK_QUEUE, WEBHOOK_QUEUE_OPTIONS, type WebhookJob } from './webhook-queue';

/** Deliveries in parallel per process: one slow receiver must not hold up the others. */
const WEBHOOK_WORKERS_PER_PROCESS = 2;

/**
 * Creates the queue and starts its workers; server.ts calls this before the alert workers, whose
 * runs queue deliveries. Tests pass a short `retryBaseMs` to see the back-off in seconds.
 */
export async function registerWebhookWorker(
  boss: JobQueue,
  deps: Pick<AppDeps, 'db' | 'env'>,
  options: DeliveryOptions & { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const logger = pino({ level: deps.env.LOG_LEVEL, name: 'webhooks' });
  // The paused-endpoint email is queued inside a delivery's transaction.
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);
  await boss.createQueue(WEBHOOK_QUEUE, WEBHOOK_QUEUE_OPTIONS);
  watchForAbandonedJobs(boss, {
    queue: WEBHOOK_QUEUE,
    lockKeyOf: (job) =>
      webhookDeliveryLockKey(Number((job.data as Partial<WebhookJob>).deliveryId)),
  });
  for (let worker = 0; worker < WEBHOOK_WORKERS_PER_PROCESS; worker++) {
    await boss.work<WebhookJob>(
      WEBHOOK_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        const outcome = await deliverWebhook({ ...deps, jobs: boss }, job.data.deliveryId, options);
        // Never the URL: it is the channel's secret.
        logger.debug({ deliveryId: job.data.deliveryId, outcome }, 'webhook attempt done');
      },
    );
  }
}
