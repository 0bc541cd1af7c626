import type Stripe from 'stripe';
import type { Queryable } from '../../db/pool';
import {
  findUserIdForCustomer,
  insertCustomerIfAbsent,
  listSubscriptionsForUser,
  lockUser,
  type SubscriptionRecord,
  updateUserPlanState,
  upsertSubscription,
} from './billing.repository';
import type { BillingContext } from './billing-context';
import { type PlanState, resolvePlanState } from './plan-state';
import { findPlanByPriceId, PURCHASABLE_PLAN_IDS } from './plans';
import { getStripe } from './stripe-client';
import { isResourceMissing, toProviderError } from './stripe-errors';
import { readStripeId } from './stripe-ids';

/**
 * Reads a subscription from Stripe. Webhooks can arrive late, twice or out of order, so we never
 * trust the event's copy of the object: the state Stripe holds now is what we apply.
 * Null when Stripe no longer knows the subscription.
 */
export async function fetchSubscription(
  context: BillingContext,
  subscriptionId: string,
): Promise<Stripe.Subscription | null> {
  const stripe = getStripe(context.env);
  try {
    return await stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isResourceMissing(error)) return null;
    throw toProviderError(context.log, 'subscriptions.retrieve', error);
  }
}

/** Our tier for a subscription: by its price id, else the tier our checkout stamped on it. */
function resolveSubscriptionTier(context: BillingContext, subscription: Stripe.Subscription) {
  const priceId = subscription.items.data[0]?.price.id;
  const byPrice = priceId ? findPlanByPriceId(context.env, priceId) : undefined;
  if (byPrice) return byPrice.planId;
  const stamped = subscription.metadata?.tier;
  if (stamped && (PURCHASABLE_PLAN_IDS as readonly string[]).includes(stamped)) return stamped;
  context.log.warn(
    { subscription: subscription.id, priceId },
    'subscription price is not one of our plans; it grants no tier',
  );
  return 'free';
}

function toRecord(
  context: BillingContext,
  subscription: Stripe.Subscription,
  userId: number,
  customerId: string,
): SubscriptionRecord {
  const item = subscription.items.data[0];
  return {
    stripe_subscription_id: subscription.id,
    user_id: userId,
    stripe_customer_id: customerId,
    status: subscription.status,
    price_id: item?.price.id ?? null,
    tier: resolveSubscriptionTier(context, subscription),
    current_period_end: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancel_at_period_end: subscription.cancel_at_period_end,
  };
}

/** The customer we created for a user first; else the user id our checkout stamped. */
async function resolveUserId(
  db: Queryable,
  customerId: string,
  subscription: Stripe.Subscription,
  userIdHint: string | null | undefined,
): Promise<number | undefined> {
  const mapped = await findUserIdForCustomer(db, customerId);
  if (mapped) return mapped;
  const stamped = Number.parseInt(subscription.metadata?.user_id ?? userIdHint ?? '', 10);
  return Number.isSafeInteger(stamped) && stamped > 0 ? stamped : undefined;
}

/**
 * Stores Stripe's view of one subscription and recomputes the owner's tier and
 * subscription_status, inside the caller's transaction. Null when the owner is unknown.
 */
export async function applySubscription(
  client: Queryable,
  context: BillingContext,
  subscription: Stripe.Subscription,
  userIdHint?: string | null,
): Promise<PlanState | null> {
  const customerId = readStripeId(subscription.customer);
  if (!customerId) return null;
  const userId = await resolveUserId(client, customerId, subscription, userIdHint);
  if (!userId || !(await lockUser(client, userId))) {
    context.log.warn({ subscription: subscription.id }, 'subscription for an unknown user');
    return null;
  }
  await insertCustomerIfAbsent(client, userId, customerId);
  await upsertSubscription(client, toRecord(context, subscription, userId, customerId));
  const state = resolvePlanState(await listSubscriptionsForUser(client, userId));
  await updateUserPlanState(client, userId, state);
  return state;
}
