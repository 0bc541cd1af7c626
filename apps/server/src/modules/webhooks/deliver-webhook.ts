import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type PoolClient, withTransaction } from '../../db/pool';
import { SEND_EMAIL_QUEUE } from '../email/email.jobs';
import { enqueueEmail } from '../email/email.service';
import type { EmailMessage } from '../email/email-message';
import { type PostOutcome, postWebhook } from './post-webhook';
import { webhookAddressRules } from './webhook-address';
import {
  type DeliveryForSend,
  lockDelivery,
  setDeliveryState,
} from './webhook-deliveries.repository';
import {
  pauseEndpointAfterFailures,
  recordEndpointError,
  recordEndpointSuccess,
} from './webhook-endpoints.repository';
import type { WebhookEvent } from './webhook-event';
import { renderWebhookBody } from './webhook-formats';
import { composeWebhookPausedEmail } from './webhook-paused-email';
import { queueDeliveryJobs, WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from './webhook-queue';
import { signWebhookBody } from './webhook-signature';

export type WebhookDeps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;
export type DeliveryOptions = { retryBaseMs?: number };

/** The session lock a delivery's sender holds (ADR 0165's abandoned-job check reads it too). */
export const webhookDeliveryLockKey = (deliveryId: number) => `wac-webhook:${deliveryId}`;

const CUT_OFF_MESSAGE =
  'WAC stopped while sending this message, so it was not sent again: Slack and Teams cannot tell a repeat from a new message.';

/** The headers and body one endpoint gets; generic bodies are signed over timestamp and body. */
export function buildRequest(
  endpoint: { kind: DeliveryForSend['kind']; signing_secret: string | null },
  event: WebhookEvent,
  delivery: { id: string; createdAt: Date },
  nowSeconds = Math.floor(Date.now() / 1000),
): { body: string; headers: Record<string, string> } {
  const body = renderWebhookBody(endpoint.kind, event, delivery);
  if (endpoint.kind !== 'generic' || !endpoint.signing_secret) return { body, headers: {} };
  return {
    body,
    headers: {
      [WEBHOOK_DELIVERY_HEADER]: delivery.id,
      [WEBHOOK_TIMESTAMP_HEADER]: String(nowSeconds),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(endpoint.signing_secret, nowSeconds, body),
    },
  };
}

/**
 * Marks the delivery `sending` (committed before the POST) unless there is nothing to send. A
 * row already `sending` was cut off mid-send (ADR 0216): a generic endpoint gets it again under
 * the same delivery id, which its receiver de-duplicates; Slack and Teams cannot, so it is
 * recorded as `unknown` and not repeated.
 */
async function beginAttempt(client: PoolClient, deliveryId: number) {
  const delivery = await lockDelivery(client, deliveryId);
  if (!delivery || !['pending', 'sending'].includes(delivery.state)) return null;
  if (!delivery.may_use_webhooks) {
    await setDeliveryState(client, delivery.id, 'dropped', {
      error: 'The plan no longer includes webhooks.',
    });
    return null;
  }
  // Paused: the delivery waits, and resuming the endpoint queues it again.
  if (delivery.paused_reason) return null;
  if (delivery.state === 'sending' && delivery.kind !== 'generic') {
    await setDeliveryState(client, delivery.id, 'unknown', { error: CUT_OFF_MESSAGE });
    return null;
  }
  await setDeliveryState(client, delivery.id, 'sending', { countAttempt: true });
  return { ...delivery, attempts: delivery.attempts + 1 };
}

/** Records the answer; after a failure queues the retry or pauses the endpoint. */
async function finishAttempt(
  deps: WebhookDeps,
  client: PoolClient,
  delivery: DeliveryForSend,
  outcome: PostOutcome,
  options: DeliveryOptions,
): Promise<EmailMessage | null> {
  if (outcome.isDelivered) {
    await setDeliveryState(client, delivery.id, 'sent');
    await recordEndpointSuccess(client, delivery.endpoint_id);
    return null;
  }
  const endpoint = await recordEndpointError(client, delivery.endpoint_id, outcome.error, {
    countsTowardsPause: true,
  });
  const failures = endpoint?.consecutive_failures ?? 0;
  const pausedAt =
    failures >= WEBHOOK_PAUSE_AFTER_FAILURES
      ? await pauseEndpointAfterFailures(client, delivery.endpoint_id)
      : null;
  const isPaused = pausedAt !== null || endpoint?.paused_reason != null;
  const isGivenUp = !isPaused && delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
  await setDeliveryState(client, delivery.id, isGivenUp ? 'failed' : 'pending', {
    error: outcome.error,
  });
  if (!isPaused && !isGivenUp && deps.jobs) {
    const delayMs = webhookRetryDelayMs(delivery.attempts, options.retryBaseMs);
    await queueDeliveryJobs(deps.jobs, client, [delivery.id], {
      attempt: delivery.attempts,
      startAfter: new Date(Date.now() + delayMs),
    });
  }
  if (!pausedAt) return null;
  const email = composeWebhookPausedEmail({
    baseUrl: deps.env.PUBLIC_BASE_URL,
    endpointId: delivery.endpoint_id,
    pausedAt,
    to: delivery.email,
    firstName: delivery.first_name,
    endpointName: delivery.endpoint_name,
    failures,
    lastError: outcome.error,
  });
  // Queued with the pause in one transaction: the owner hears of every pause, once.
  if (deps.jobs) {
    await deps.jobs.insert([{ name: SEND_EMAIL_QUEUE, data: email, singletonKey: email.key }], {
      db: { executeSql: (text, values) => client.query(text, values) },
    });
  }
  return email;
}

/**
 * One attempt at one delivery. A session advisory lock keeps a second worker off the same
 * delivery; the lock dies with a killed process, which is how a cut-off send is recognised.
 */
export async function deliverWebhook(
  deps: WebhookDeps,
  deliveryId: number,
  options: DeliveryOptions = {},
): Promise<'sent' | 'failed' | 'skipped'> {
  const lockClient = await deps.db.connect();
  const lockKey = webhookDeliveryLockKey(deliveryId);
  let isLocked = false;
  try {
    const { rows } = await lockClient.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [lockKey],
    );
    isLocked = rows[0]?.locked === true;
    if (!isLocked) return 'skipped';
    const delivery = await withTransaction(deps.db, (client) => beginAttempt(client, deliveryId));
    if (!delivery) return 'skipped';
    const request = buildRequest(delivery, delivery.event, {
      id: String(delivery.id),
      createdAt: delivery.created_at,
    });
    const outcome = await postWebhook(
      delivery.kind,
      delivery.url,
      request.body,
      request.headers,
      webhookAddressRules(deps.env),
    );
    const email = await withTransaction(deps.db, (client) =>
      finishAttempt(deps, client, delivery, outcome, options),
    );
    if (email && !deps.jobs) await enqueueEmail(deps, email);
    return outcome.isDelivered ? 'sent' : 'failed';
  } finally {
    const isReleased = !isLocked
      ? true
      : await lockClient.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).then(
          () => true,
          () => false,
        );
    lockClient.release(!isReleased);
  }
}
