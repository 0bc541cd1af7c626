import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/user';
import { createTestApp } from '../helpers/app';
import {
  type BillingTestApp,
  createBillingTestApp,
  PUBLIC_ORIGIN,
  readUserPlan,
  startCheckout,
  VITE_ORIGIN,
} from './billing-test-kit';

let testApp: BillingTestApp;

beforeAll(async () => {
  testApp = await createBillingTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

function checkout(authHeader: { authorization: string } | undefined, payload: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session/',
    headers: authHeader,
    payload,
  });
}

function lastSessionCreate() {
  const creates = testApp.fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
  return creates.at(-1)?.input ?? {};
}

describe('POST /api/stripe/create-checkout-session/', () => {
  it('asks an anonymous visitor to log in', async () => {
    const response = await checkout(undefined, { price_id: 'price_premium_monthly' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a price that is not one of our plans, even if Stripe knows it', async () => {
    testApp.fake.store.addPrice({
      id: 'price_someone_else',
      unit_amount: 100,
      interval: 'month',
      product_name: 'Other',
    });
    const user = await createUser(testApp.database.pool);
    const response = await checkout(user.authHeader, { price_id: 'price_someone_else' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      price_id: ['This price is not one of our plans.'],
    });
  });

  it('creates a Stripe customer once and reuses it', async () => {
    const user = await createUser(testApp.database.pool, { first_name: 'Ada' });
    const customersBefore = testApp.fake.store.customers.size;
    const first = await startCheckout(testApp.app, user.authHeader);
    const second = await startCheckout(testApp.app, user.authHeader, {
      price_id: 'price_professional_annual',
    });
    expect(first.url).toBe(`${testApp.fake.url}/checkout/pay/${first.sessionId}`);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(testApp.fake.store.customers.size).toBe(customersBefore + 1);
    const { rows } = await testApp.database.pool.query(
      'SELECT stripe_customer_id FROM billing_customers WHERE user_id = $1',
      [user.id],
    );
    const customer = testApp.fake.store.customers.get(rows[0].stripe_customer_id);
    expect(customer).toMatchObject({ email: user.email, metadata: { user_id: String(user.id) } });
    const session = testApp.fake.store.checkoutSessions.get(second.sessionId);
    expect(session).toMatchObject({
      customer: rows[0].stripe_customer_id,
      client_reference_id: String(user.id),
      mode: 'subscription',
    });
    expect(lastSessionCreate()).toMatchObject({
      line_items: [{ price: 'price_professional_annual', quantity: '1' }],
      subscription_data: { metadata: { user_id: String(user.id), tier: 'professional' } },
      allow_promotion_codes: 'true',
    });
  });

  it('returns to an allowed frontend origin and falls back to PUBLIC_BASE_URL otherwise', async () => {
    const user = await createUser(testApp.database.pool);
    const allowed = await startCheckout(testApp.app, user.authHeader, {
      price_id: 'price_premium_annual',
      frontend_base_url: `${VITE_ORIGIN}/pricing`,
    });
    expect(testApp.fake.store.checkoutSessions.get(allowed.sessionId)).toMatchObject({
      success_url: `${VITE_ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${VITE_ORIGIN}/payment-cancelled`,
    });
    for (const hostile of ['https://evil.example', 'javascript:alert(1)', 'not a url']) {
      const session = await startCheckout(testApp.app, user.authHeader, {
        price_id: 'price_premium_annual',
        frontend_base_url: hostile,
      });
      expect(testApp.fake.store.checkoutSessions.get(session.sessionId)).toMatchObject({
        success_url: `${PUBLIC_ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_ORIGIN}/payment-cancelled`,
      });
    }
  });

  it('applies a valid promotion code, matched whatever its case', async () => {
    const { promotionCode } = testApp.fake.store.addPromotionCode({
      code: 'LAUNCH20',
      percent_off: 20,
      duration: 'forever',
    });
    const user = await createUser(testApp.database.pool);
    await startCheckout(testApp.app, user.authHeader, {
      price_id: 'price_premium_monthly',
      promotion_code: '  launch20 ',
    });
    const input = lastSessionCreate();
    expect(input.discounts).toEqual([{ promotion_code: promotionCode.id }]);
    expect(input.allow_promotion_codes).toBeUndefined();
  });

  it('rejects an invalid promotion code with the spec text', async () => {
    const user = await createUser(testApp.database.pool);
    const response = await checkout(user.authHeader, {
      price_id: 'price_premium_monthly',
      promotion_code: 'NOPE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      promotion_code: ['This discount code is not valid or has expired.'],
    });
  });

  it('refuses a second subscription while one is live', async () => {
    const user = await createUser(testApp.database.pool);
    const session = await startCheckout(testApp.app, user.authHeader);
    const { subscription } = await testApp.fake.completeCheckout(session.sessionId);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/sync-checkout-session/',
      headers: user.authHeader,
      payload: { session_id: session.sessionId },
    });
    expect(await readUserPlan(testApp, user.id)).toEqual({
      tier: 'premium',
      subscription_status: 'active',
    });
    expect(subscription.status).toBe('active');
    const response = await checkout(user.authHeader, { price_id: 'price_professional_monthly' });
    expect(response.statusCode).toBe(409);
  });

  it('answers a clean 503 when Stripe fails, without Stripe text', async () => {
    const user = await createUser(testApp.database.pool);
    testApp.fake.failNextRequests(4);
    const response = await checkout(user.authHeader, { price_id: 'price_premium_monthly' });
    testApp.fake.failNextRequests(0);
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe(
      'Could not reach the payment provider. Please try again later.',
    );
  });
});

describe('the success page sync', () => {
  it('applies the subscription at once and only for the session owner', async () => {
    const owner = await createUser(testApp.database.pool);
    const stranger = await createUser(testApp.database.pool);
    const session = await startCheckout(testApp.app, owner.authHeader, {
      price_id: 'price_professional_monthly',
    });
    const sync = (authHeader: { authorization: string }) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/stripe/sync-checkout-session/',
        headers: authHeader,
        payload: { session_id: session.sessionId },
      });
    const beforePaying = await sync(owner.authHeader);
    expect(beforePaying.json()).toEqual({ tier: 'free', subscription_status: 'none' });
    await testApp.fake.completeCheckout(session.sessionId);
    expect((await sync(stranger.authHeader)).statusCode).toBe(404);
    const afterPaying = await sync(owner.authHeader);
    expect(afterPaying.json()).toEqual({ tier: 'professional', subscription_status: 'active' });
    expect(await readUserPlan(testApp, stranger.id)).toMatchObject({ tier: 'free' });
  });
});

describe('without Stripe keys', () => {
  it('serves the plans without price ids and refuses checkout with 503', async () => {
    const bare = await createTestApp();
    try {
      const plans = await bare.app.inject({ method: 'GET', url: '/api/plans/' });
      expect(plans.statusCode).toBe(200);
      const body = plans.json();
      expect(body.billing_configured).toBe(false);
      for (const plan of body.plans)
        expect(plan.priceIds).toEqual({ monthly: null, annually: null });
      const user = await createUser(bare.database.pool);
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/stripe/create-checkout-session/',
        headers: user.authHeader,
        payload: { price_id: 'price_premium_monthly' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toBe('Billing is not configured on this server.');
      const promo = await bare.app.inject({
        method: 'GET',
        url: '/api/stripe/check-promo-code/?code=ABC',
      });
      expect(promo.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
