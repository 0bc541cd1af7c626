import type { AppDeps } from '../../app-deps';
import { deliverEmailOnce } from './deliver-email';
import { SEND_EMAIL_QUEUE } from './email.jobs';
import { getEmailLogger } from './email-logger';
import type { EmailMessage } from './email-message';

export type { EmailMessage } from './email-message';

export type EmailDeps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/**
 * Queues `message` for delivery and returns at once, so a slow SMTP server never holds up a
 * request. With the job queue (the normal case) pg-boss retries failures with backoff; without
 * it (JOBS_ENABLED=false) the message is sent in the background of this process, once.
 * Delivery is idempotent on `message.key`. Call it after the transaction that caused the mail
 * has committed.
 */
export async function enqueueEmail(deps: EmailDeps, message: EmailMessage): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(SEND_EMAIL_QUEUE, message, { singletonKey: message.key });
    return;
  }
  setImmediate(() => {
    deliverEmailOnce(deps, message).catch((error: unknown) => {
      getEmailLogger(deps.env).error({ err: error, key: message.key }, 'email delivery failed');
    });
  });
}
