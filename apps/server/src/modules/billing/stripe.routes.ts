import {
  checkPromoCodeQuerySchema,
  createCheckoutSessionRequestSchema,
  createPortalSessionRequestSchema,
  syncCheckoutSessionRequestSchema,
} from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { toBillingContext } from './billing-context';
import { createCheckoutSession } from './checkout.service';
import { syncCheckoutSession } from './checkout-sync.service';
import { createPortalSession } from './portal.service';
import { checkPromoCode } from './promo-code.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** Guessing codes one by one is the abuse to stop; a person types a few a minute at most. */
const PROMO_CHECK_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** /api/stripe/*: checkout, promo codes, billing portal and the webhook. */
export const stripeRoutes: FastifyPluginAsync = async (app) => {
  app.post('/create-checkout-session', async (request) => {
    const user = requireUser(request, 'Please log in to upgrade your plan.');
    const input = parseInput(createCheckoutSessionRequestSchema, request.body ?? {});
    return createCheckoutSession(toBillingContext(request), user, input);
  });

  app.get(
    '/check-promo-code',
    { config: { rateLimit: PROMO_CHECK_RATE_LIMIT } },
    async (request) => {
      const { code } = parseInput(checkPromoCodeQuerySchema, request.query);
      return checkPromoCode(toBillingContext(request), code);
    },
  );

  app.post('/create-portal-session', async (request) => {
    const user = requireUser(request);
    const input = parseInput(createPortalSessionRequestSchema, request.body);
    return createPortalSession(toBillingContext(request), user, input);
  });

  app.post('/sync-checkout-session', async (request) => {
    const user = requireUser(request);
    const { session_id } = parseInput(syncCheckoutSessionRequestSchema, request.body ?? {});
    return syncCheckoutSession(toBillingContext(request), user, session_id);
  });

  await app.register(stripeWebhookRoutes);
};
