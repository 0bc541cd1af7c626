import type { FastifyInstance } from 'fastify';
import {
  buildFakeStripeEnv,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from '../fakes/fake-stripe';
import { buildSignedDelivery, type StripeEvent } from '../fakes/fake-stripe-webhooks';
import { createTestApp, type TestApp } from '../helpers/app';

export const PUBLIC_ORIGIN = 'http://wac.test:3000';
export const VITE_ORIGIN = 'http://localhost:5173';

export type BillingTestApp = TestApp & { fake: FakeStripe };

/** The real app on a fresh database, its Stripe SDK pointed at a fresh fake Stripe. */
export async function createBillingTestApp(
  envOverrides: Record<string, string> = {},
): Promise<BillingTestApp> {
  const fake = await startFakeStripe();
  const testApp = await createTestApp({
    ...buildFakeStripeEnv(fake),
    PUBLIC_BASE_URL: PUBLIC_ORIGIN,
    BILLING_ALLOWED_ORIGINS: VITE_ORIGIN,
    ...envOverrides,
  });
  return {
    ...testApp,
    fake,
    async close() {
      await testApp.close();
      await fake.close();
    },
  };
}

/** Delivers an event to our webhook exactly as Stripe would (raw JSON plus signature). */
export function postWebhook(
  app: FastifyInstance,
  event: StripeEvent,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const { payload, headers } = buildSignedDelivery(
    event,
    options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
    options.timestamp,
  );
  const finalHeaders: Record<string, string> = { ...headers };
  if (options.signature === null) delete finalHeaders['stripe-signature'];
  else if (options.signature) finalHeaders['stripe-signature'] = options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook/',
    payload,
    headers: finalHeaders,
  });
}

/** Starts a checkout through our API and returns the fake's session id. */
export async function startCheckout(
  app: FastifyInstance,
  authHeader: { authorization: string },
  body: Record<string, unknown> = { price_id: 'price_premium_monthly' },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session/',
    headers: authHeader,
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return response.json<{ sessionId: string; url: string }>();
}

export async function readUserPlan(testApp: TestApp, userId: number) {
  const { rows } = await testApp.database.pool.query<{ tier: string; subscription_status: string }>(
    'SELECT tier, subscription_status FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}
