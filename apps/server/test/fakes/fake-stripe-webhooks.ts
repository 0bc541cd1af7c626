import { createHmac } from 'node:crypto';
import { createStripeId, nowInSeconds, type StripeObject } from './fake-stripe-store';

/** The API version our SDK speaks; events carry it as Stripe's do. */
const EVENT_API_VERSION = '2026-10-28.endive';

export type StripeEvent = {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: StripeObject };
};

/** An event as Stripe sends it; the object is a snapshot taken now (it may go stale later). */
export function buildStripeEvent(type: string, object: StripeObject): StripeEvent {
  return {
    id: createStripeId('evt'),
    object: 'event',
    api_version: EVENT_API_VERSION,
    created: nowInSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  };
}

/**
 * Stripe's signing scheme: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw payload>" keyed with the endpoint secret>`.
 */
export function signStripePayload(payload: string, secret: string, timestamp = nowInSeconds()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** The request a webhook delivery makes: exact payload bytes plus the signature header. */
export function buildSignedDelivery(event: StripeEvent, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2);
  return {
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signStripePayload(payload, secret, timestamp),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
  };
}

export type DeliveryResult = { eventId: string; type: string; status: number };

/** Posts one event to a webhook endpoint, as Stripe does; a network error counts as status 0. */
export async function deliverStripeEvent(
  url: string,
  secret: string,
  event: StripeEvent,
): Promise<DeliveryResult> {
  const { payload, headers } = buildSignedDelivery(event, secret);
  try {
    const response = await fetch(url, { method: 'POST', headers, body: payload });
    await response.arrayBuffer();
    return { eventId: event.id, type: event.type, status: response.status };
  } catch {
    return { eventId: event.id, type: event.type, status: 0 };
  }
}
