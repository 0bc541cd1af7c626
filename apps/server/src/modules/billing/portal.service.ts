import type { CreatePortalSessionResponse } from '@wac/contract';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { findCustomerIdForUser } from './billing.repository';
import { resolveReturnOrigin } from './billing-config';
import type { BillingContext } from './billing-context';
import { getStripe } from './stripe-client';
import { callStripe } from './stripe-errors';

export const NO_BILLING_ACCOUNT = 'No billing account was found for this user.';

/** POST /api/stripe/create-portal-session/: Stripe's billing portal for the user's customer. */
export async function createPortalSession(
  context: BillingContext,
  user: AuthUser,
  input: { frontend_base_url?: string | null },
): Promise<CreatePortalSessionResponse> {
  const stripe = getStripe(context.env);
  const customerId = await findCustomerIdForUser(context.db, user.id);
  if (!customerId) throw new AppError('NOT_FOUND', NO_BILLING_ACCOUNT);
  const origin = resolveReturnOrigin(context.env, input.frontend_base_url);
  const session = await callStripe(context.log, 'billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${origin}/account/profile`,
    }),
  );
  return { url: session.url };
}
