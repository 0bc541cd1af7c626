import type { WebhookTestResult } from '@wac/contract';
import { buildPublicLink } from '../../config/public-base-url';
import type { WebhookDeps } from './deliver-webhook';
import { buildRequest } from './deliver-webhook';
import { postWebhook } from './post-webhook';
import { webhookAddressRules } from './webhook-address';
import {
  recordEndpointError,
  recordEndpointSuccess,
  type WebhookEndpointRow,
} from './webhook-endpoints.repository';
import type { WebhookEvent } from './webhook-event';

/**
 * Sends a test message at once (not queued: the owner is waiting for the answer) and records it
 * as the endpoint's last success or error. A failed test does not count towards pausing: someone
 * fixing a typo should not have the endpoint paused under them.
 */
export async function sendTestMessage(
  deps: WebhookDeps,
  endpoint: WebhookEndpointRow,
): Promise<WebhookTestResult> {
  const event: WebhookEvent = {
    type: 'webhook.test',
    title: `Test message from WAC for "${endpoint.name}"`,
    items: [],
    more: 0,
    link: {
      text: 'Manage your webhooks',
      url: buildPublicLink(deps.env.PUBLIC_BASE_URL, '/account/profile#webhooks'),
    },
  };
  const request = buildRequest(endpoint, event, {
    id: `test-${endpoint.id}-${Date.now()}`,
    createdAt: new Date(),
  });
  const outcome = await postWebhook(
    endpoint.kind,
    endpoint.url,
    request.body,
    request.headers,
    webhookAddressRules(deps.env),
  );
  if (outcome.isDelivered) {
    await recordEndpointSuccess(deps.db, endpoint.id);
    return { is_delivered: true, detail: 'The test message was delivered.' };
  }
  await recordEndpointError(deps.db, endpoint.id, outcome.error, { countsTowardsPause: false });
  return { is_delivered: false, detail: `The test message was not delivered: ${outcome.error}` };
}
