import type { CreateCheckoutSessionResponse } from '@wac/contract';
import type Stripe from 'stripe';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import {
  findCustomerIdForUser,
  insertCustomerIfAbsent,
  listSubscriptionsForUser,
} from './billing.repository';
import { resolveReturnOrigin } from './billing-config';
import type { BillingContext } from './billing-context';
import { ENTITLED_STATUSES } from './plan-state';
import { findPlanByPriceId } from './plans';
import { findActivePromotionCode, INVALID_PROMO_CODE } from './promo-code.service';
import { getStripe } from './stripe-client';
import { callStripe } from './stripe-errors';

export const PRICE_NOT_OFFERED = 'This price is not one of our plans.';
export const ALREADY_SUBSCRIBED =
  'You already have an active subscription. Use Manage Billing to change your plan.';

export type CheckoutInput = {
  price_id: string;
  frontend_base_url?: string | null;
  promotion_code?: string | null;
};

/** The user's Stripe customer: the one we stored, else a new one remembered for next time. */
async function findOrCreateCustomer(context: BillingContext, user: AuthUser): Promise<string> {
  const existing = await findCustomerIdForUser(context.db, user.id);
  if (existing) return existing;
  const stripe = getStripe(context.env);
  const name = `${user.first_name} ${user.last_name}`.trim();
  const customer = await callStripe(context.log, 'customers.create', () =>
    stripe.customers.create(
      { email: user.email, ...(name ? { name } : {}), metadata: { user_id: String(user.id) } },
      // Two quick clicks should not leave two customers behind in Stripe.
      { idempotencyKey: `wac-customer-${user.id}` },
    ),
  );
  const stored = await insertCustomerIfAbsent(context.db, user.id, customer.id);
  return stored ?? customer.id;
}

async function assertNotSubscribed(context: BillingContext, userId: number) {
  const subscriptions = await listSubscriptionsForUser(context.db, userId);
  if (subscriptions.some((subscription) => ENTITLED_STATUSES.has(subscription.status))) {
    throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);
  }
}

/**
 * POST /api/stripe/create-checkout-session/: a hosted checkout for one of our prices, with the
 * promotion code applied, returning to an allowed origin only.
 */
export async function createCheckoutSession(
  context: BillingContext,
  user: AuthUser,
  input: CheckoutInput,
): Promise<CreateCheckoutSessionResponse> {
  const stripe = getStripe(context.env);
  const plan = findPlanByPriceId(context.env, input.price_id);
  if (!plan) {
    throw new AppError('VALIDATION_ERROR', PRICE_NOT_OFFERED, {
      fieldErrors: { price_id: [PRICE_NOT_OFFERED] },
    });
  }
  await assertNotSubscribed(context, user.id);
  const promotion = input.promotion_code
    ? await findActivePromotionCode(context, input.promotion_code)
    : null;
  if (input.promotion_code && !promotion) {
    throw new AppError('VALIDATION_ERROR', INVALID_PROMO_CODE, {
      fieldErrors: { promotion_code: [INVALID_PROMO_CODE] },
    });
  }
  const customerId = await findOrCreateCustomer(context, user);
  const origin = resolveReturnOrigin(context.env, input.frontend_base_url);
  const stamp = { user_id: String(user.id), tier: plan.planId, interval: plan.interval };
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'subscription',
    customer: customerId,
    client_reference_id: String(user.id),
    line_items: [{ price: input.price_id, quantity: 1 }],
    success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${origin}/payment-cancelled`,
    metadata: stamp,
    subscription_data: { metadata: stamp },
    // Stripe accepts either a discount or its own code box, not both.
    ...(promotion ? { discounts: [{ promotion_code: promotion.id }] } : {}),
    ...(promotion ? {} : { allow_promotion_codes: true }),
  };
  const session = await callStripe(context.log, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create(params),
  );
  if (!session.url) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to initiate payment.');
  return { sessionId: session.id, url: session.url };
}
