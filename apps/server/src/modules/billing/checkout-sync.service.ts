import type { SubscriptionStateResponse } from '@wac/contract';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { findCustomerIdForUser, readUserPlanState } from './billing.repository';
import type { BillingContext } from './billing-context';
import { getStripe } from './stripe-client';
import { isResourceMissing, toProviderError } from './stripe-errors';
import { readStripeId } from './stripe-ids';
import { applySubscription, fetchSubscription } from './subscription-sync.service';

const SESSION_NOT_FOUND = 'Checkout session not found.';

/**
 * POST /api/stripe/sync-checkout-session/: the success page asks Stripe for the truth at once
 * instead of waiting for the webhook, which may be late (or, in development, never come).
 * Only the session's own customer may ask.
 */
export async function syncCheckoutSession(
  context: BillingContext,
  user: AuthUser,
  sessionId: string,
): Promise<SubscriptionStateResponse> {
  const stripe = getStripe(context.env);
  const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
    if (isResourceMissing(error)) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    throw toProviderError(context.log, 'checkout.sessions.retrieve', error);
  });
  const customerId = await findCustomerIdForUser(context.db, user.id);
  const isOwnSession =
    session.client_reference_id === String(user.id) &&
    (!customerId || readStripeId(session.customer) === customerId);
  if (!isOwnSession) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);

  const subscriptionId = readStripeId(session.subscription);
  const subscription = subscriptionId ? await fetchSubscription(context, subscriptionId) : null;
  if (subscription) {
    const state = await withTransaction(context.db, (client) =>
      applySubscription(client, context, subscription, String(user.id)),
    );
    if (state) return state;
  }
  const current = await readUserPlanState(context.db, user.id);
  return current ?? { tier: user.tier, subscription_status: user.subscription_status };
}
