import type PgBoss from 'pg-boss';
import { watchForAbandonedJobs } from '../../jobs/abandoned-jobs';
import type { JobQueue } from '../../jobs/job-queue';
import { type DeliveryDeps, deliverEmailOnce, emailDeliveryLockKey } from './deliver-email';
import { getEmailLogger } from './email-logger';
import type { EmailMessage } from './email-message';

export const SEND_EMAIL_QUEUE = 'send-email';

/**
 * Retries with exponential backoff from 30 s (30, 60, 120 s... about an hour in all) before the
 * job is marked failed; a send that hangs past two minutes counts as a failure.
 */
export const SEND_EMAIL_QUEUE_OPTIONS: PgBoss.Queue = {
  name: SEND_EMAIL_QUEUE,
  retryLimit: 7,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * Workers per process. Each takes one job at a time (so a failing send retries alone) and waits
 * out the polling interval between fetches: one worker sent about one email a second, which
 * made a morning's alert digests take an hour. Several workers send in parallel; each send is
 * idempotent (deliver-email.ts), so overlap is harmless.
 */
export const EMAIL_WORKERS_PER_PROCESS = 4;

/** Creates the queue (idempotent) and starts the workers; server.ts calls this at start-up. */
export async function registerEmailWorker(boss: JobQueue, deps: DeliveryDeps): Promise<void> {
  const logger = getEmailLogger(deps.env);
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);
  // A send whose process died waits for no expiry: it is failed and retried at once (its key
  // keeps it from going out twice).
  watchForAbandonedJobs(boss, {
    queue: SEND_EMAIL_QUEUE,
    lockKeyOf: (job) => emailDeliveryLockKey(String((job.data as Partial<EmailMessage>).key)),
  });
  for (let worker = 0; worker < EMAIL_WORKERS_PER_PROCESS; worker++) {
    await boss.work<EmailMessage>(
      SEND_EMAIL_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        try {
          const outcome = await deliverEmailOnce(deps, job.data);
          logger.debug({ key: job.data.key, outcome }, 'send-email job done');
        } catch (error) {
          logger.warn({ err: error, key: job.data.key }, 'send-email failed; pg-boss will retry');
          throw error;
        }
      },
    );
  }
}
