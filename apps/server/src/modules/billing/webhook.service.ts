import type { WebhookResponse } from '@wac/contract';
import type Stripe from 'stripe';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import {
  claimStripeEvent,
  isStripeEventProcessed,
  markStripeEventProcessed,
} from './billing.repository';
import { assertBillingConfigured } from './billing-config';
import type { BillingContext } from './billing-context';
import { getStripe } from './stripe-client';
import { readStripeId } from './stripe-ids';
import { applySubscription, fetchSubscription } from './subscription-sync.service';

/** The events that can change a subscription; anything else is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_failed',
]);

export const INVALID_SIGNATURE = 'Invalid Stripe signature.';

type EventObject = Record<string, unknown> & { id?: string; object?: string };

/** Which subscription an event is about, and a user id our checkout stamped, if any. */
function readEventTarget(event: Stripe.Event) {
  const object = event.data.object as unknown as EventObject;
  if (object.object === 'subscription') return { subscriptionId: object.id };
  if (object.object === 'checkout.session') {
    const session = object as unknown as Stripe.Checkout.Session;
    return {
      subscriptionId: readStripeId(session.subscription),
      userIdHint: session.client_reference_id,
    };
  }
  if (object.object === 'invoice') {
    const invoice = object as unknown as Stripe.Invoice;
    return { subscriptionId: readStripeId(invoice.parent?.subscription_details?.subscription) };
  }
  return { subscriptionId: undefined };
}

function verifyEvent(context: BillingContext, rawBody: Buffer, signature: string | undefined) {
  if (!signature) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  const stripe = getStripe(context.env);
  try {
    return stripe.webhooks.constructEvent(
      rawBody,
      signature,
      context.env.STRIPE_WEBHOOK_SECRET as string,
    );
  } catch (error) {
    context.log.warn({ err: error }, 'stripe webhook with a bad signature');
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
}

/**
 * POST /api/stripe/webhook/. The signature is checked on the raw body; each event id is
 * processed once; the subscription is re-read from Stripe so late, repeated or out-of-order
 * events all converge on Stripe's current state. A failure answers 5xx so Stripe retries.
 */
export async function handleStripeWebhook(
  context: BillingContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookResponse> {
  assertBillingConfigured(context.env);
  const event = verifyEvent(context, rawBody, signature);
  if (!HANDLED_EVENT_TYPES.has(event.type)) return { received: true, outcome: 'ignored' };
  if (await isStripeEventProcessed(context.db, event.id)) {
    return { received: true, outcome: 'duplicate' };
  }

  const { subscriptionId, userIdHint } = readEventTarget(event);
  // Outside the transaction: no database connection waits on the network.
  const subscription = subscriptionId ? await fetchSubscription(context, subscriptionId) : null;

  return withTransaction(context.db, async (client) => {
    const isNew = await claimStripeEvent(client, event.id, event.type);
    if (!isNew) return { received: true, outcome: 'duplicate' } as const;
    const state = subscription
      ? await applySubscription(client, context, subscription, userIdHint)
      : null;
    await markStripeEventProcessed(client, event.id);
    context.log.info({ event: event.id, type: event.type, state }, 'stripe event processed');
    return { received: true, outcome: state ? 'processed' : 'ignored' } as const;
  });
}
