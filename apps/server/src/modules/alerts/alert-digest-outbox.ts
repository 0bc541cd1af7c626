import type { PoolClient } from '../../db/pool';
import type { JobQueue } from '../../jobs/job-queue';
import { SEND_EMAIL_QUEUE } from '../email/email.jobs';
import type { EmailMessage } from '../email/email-message';

/**
 * Queues digests on the email module's send-email queue through the dispatch transaction's own
 * connection (pg-boss `insert` with `db`): the deliveries that say "sent" and the jobs that send
 * them commit together or not at all. The send-email worker then delivers each at most once
 * (idempotency key = digest key) and retries failures (docs/decisions/0042).
 */
export async function queueDigestsInTransaction(
  jobs: JobQueue,
  client: PoolClient,
  messages: readonly EmailMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await jobs.insert(
    messages.map((message) => ({
      name: SEND_EMAIL_QUEUE,
      data: message,
      singletonKey: message.key,
    })),
    { db: { executeSql: (text, values) => client.query(text, values) } },
  );
}
