import pino from 'pino';
import type { PoolClient } from '../../db/pool';
import { type DeliveryOptions, deliverWebhook, type WebhookDeps } from './deliver-webhook';
import { insertDeliveries } from './webhook-deliveries.repository';
import type { UserWebhookEvent } from './webhook-event';
import { queueDeliveryJobs } from './webhook-queue';

/**
 * Fans events out to the endpoints that chose them, in the caller's transaction: the alert,
 * follow and change runs call this where they queue the email of the same news, so one claim
 * decides both (ADR 0215). Answers the new deliveries' ids; with the job queue their jobs are
 * queued in the same transaction, without it the caller hands them to deliverAfterCommit.
 */
export async function queueWebhookEvents(
  deps: Pick<WebhookDeps, 'jobs'>,
  client: PoolClient,
  events: readonly UserWebhookEvent[],
): Promise<number[]> {
  const ids = await insertDeliveries(client, events);
  if (deps.jobs) await queueDeliveryJobs(deps.jobs, client, ids);
  return ids;
}

/**
 * Without the job queue (JOBS_ENABLED=false) each delivery is attempted once in this process
 * after the commit, as emails are; retries need the queue.
 */
export function deliverAfterCommit(
  deps: WebhookDeps,
  deliveryIds: readonly number[],
  options: DeliveryOptions = {},
): void {
  if (deps.jobs || deliveryIds.length === 0) return;
  setImmediate(async () => {
    for (const id of deliveryIds) {
      await deliverWebhook(deps, id, options).catch((error: unknown) => {
        pino({ level: deps.env.LOG_LEVEL, name: 'webhooks' }).error(
          { err: error, deliveryId: id },
          'webhook delivery failed',
        );
      });
    }
  });
}
