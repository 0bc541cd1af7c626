import type PgBoss from 'pg-boss';
import type { Queryable } from '../../db/pool';
import type { JobQueue } from '../../jobs/job-queue';

export const WEBHOOK_QUEUE = 'webhook-deliveries';

/**
 * Retries are WAC's own (deliver-webhook.ts queues each one with its back-off, so the failure is
 * recorded first); pg-boss retries only a job whose process died or whose database went away.
 */
export const WEBHOOK_QUEUE_OPTIONS: PgBoss.Queue = {
  name: WEBHOOK_QUEUE,
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** A delivery is given up after this many attempts (unless its endpoint was paused first). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** The first retry waits this long; each next one twice as long (30 s, 1, 2, 4 ... 64 min). */
export const WEBHOOK_RETRY_BASE_MS = 30_000;

/** How long before attempt `attempt + 1` after `attempt` failed ones. */
export function webhookRetryDelayMs(attempt: number, baseMs = WEBHOOK_RETRY_BASE_MS): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}

export type WebhookJob = { deliveryId: number };

/**
 * Queues delivery jobs on the caller's transaction (pg-boss `insert` with its connection): the
 * delivery rows and the jobs that send them commit together or not at all, as the email outbox
 * does for digests.
 */
export async function queueDeliveryJobs(
  jobs: JobQueue,
  client: Queryable,
  deliveryIds: readonly number[],
  options: { attempt?: number; startAfter?: Date } = {},
): Promise<void> {
  if (deliveryIds.length === 0) return;
  await jobs.insert(
    deliveryIds.map((deliveryId) => ({
      name: WEBHOOK_QUEUE,
      data: { deliveryId } satisfies WebhookJob,
      singletonKey: `webhook:${deliveryId}:${options.attempt ?? 0}`,
      startAfter: options.startAfter,
    })),
    { db: { executeSql: (text, values) => client.query(text, values) } },
  );
}
