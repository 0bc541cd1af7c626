import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/user';
import { FAKE_STRIPE_WEBHOOK_SECRET } from '../fakes/fake-stripe';
import type { StripeObject } from '../fakes/fake-stripe-store';
import { buildSignedDelivery, buildStripeEvent } from '../fakes/fake-stripe-webhooks';
import {
  type BillingTestApp,
  createBillingTestApp,
  postWebhook,
  readUserPlan,
  startCheckout,
} from './billing-test-kit';

let testApp: BillingTestApp;

beforeAll(async () => {
  testApp = await createBillingTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

/** A user who has paid in the fake's checkout; the events are not delivered yet. */
async function payForPlan(priceId = 'price_premium_monthly') {
  const user = await createUser(testApp.database.pool);
  const session = await startCheckout(testApp.app, user.authHeader, { price_id: priceId });
  const { subscription, events } = await testApp.fake.completeCheckout(session.sessionId);
  return { user, subscription, events };
}

async function countEvents(eventId: string) {
  const { rows } = await testApp.database.pool.query(
    'SELECT processed_at FROM stripe_events WHERE event_id = $1',
    [eventId],
  );
  return rows;
}

describe('POST /api/stripe/webhook/ signatures', () => {
  const event = () =>
    buildStripeEvent('customer.subscription.updated', { id: 'sub_x', object: 'subscription' });

  it('rejects a missing, forged, stale or re-keyed signature', async () => {
    const cases = [
      { signature: null },
      { signature: 't=1,v1=deadbeef' },
      { secret: 'whsec_someone_else' },
      { timestamp: Math.floor(Date.now() / 1000) - 3600 },
    ];
    for (const options of cases) {
      const response = await postWebhook(testApp.app, event(), options);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('Invalid Stripe signature.');
    }
  });

  it('rejects a payload changed after signing', async () => {
    const { payload, headers } = buildSignedDelivery(event(), FAKE_STRIPE_WEBHOOK_SECRET);
    const tampered = payload.replace(
      'customer.subscription.updated',
      'customer.subscription.deleted',
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      payload: tampered,
      headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it("accepts the SDK's own test header (our fake signs as Stripe does)", async () => {
    const payload = JSON.stringify(
      buildStripeEvent('charge.succeeded', { id: 'ch_1', object: 'charge' }),
    );
    const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('POST /api/stripe/webhook/ events', () => {
  it('upgrades the user when checkout completes', async () => {
    const { user, subscription, events } = await payForPlan('price_professional_annual');
    for (const event of events) {
      const response = await postWebhook(testApp.app, event);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, outcome: 'processed' });
    }
    expect(await readUserPlan(testApp, user.id)).toEqual({
      tier: 'professional',
      subscription_status: 'active',
    });
    const { rows } = await testApp.database.pool.query(
      'SELECT user_id, status, price_id, tier, current_period_end FROM subscriptions WHERE stripe_subscription_id = $1',
      [subscription.id],
    );
    expect(rows[0]).toMatchObject({
      user_id: user.id,
      status: 'active',
      price_id: 'price_professional_annual',
      tier: 'professional',
    });
    expect(rows[0].current_period_end.getTime()).toBeGreaterThan(Date.now());
  });

  it('processes a replayed event once', async () => {
    const { user, events } = await payForPlan();
    const [created] = events;
    if (!created) throw new Error('no event');
    const first = await postWebhook(testApp.app, created);
    // Meanwhile the subscription ends; a replay of the old event must not re-apply anything.
    testApp.fake.store.updateSubscription(created.data.object.id, { status: 'canceled' });
    const replay = await postWebhook(testApp.app, created);
    expect(first.json().outcome).toBe('processed');
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await countEvents(created.id)).toHaveLength(1);
    expect(await readUserPlan(testApp, user.id)).toEqual({
      tier: 'premium',
      subscription_status: 'active',
    });
  });

  it('applies the current truth when events arrive out of order', async () => {
    const { user, subscription, events } = await payForPlan();
    const created = events[0];
    if (!created) throw new Error('no event');
    testApp.fake.store.updateSubscription(subscription.id, { status: 'canceled' });
    const deleted = buildStripeEvent('customer.subscription.deleted', subscription);
    // The later event first, then the stale "created" whose snapshot still says active.
    await postWebhook(testApp.app, deleted);
    await postWebhook(testApp.app, created);
    expect(await readUserPlan(testApp, user.id)).toEqual({
      tier: 'free',
      subscription_status: 'canceled',
    });
  });

  it('a stale past_due event does not demote a subscription that recovered', async () => {
    const { user, subscription } = await payForPlan();
    const pastDueSnapshot: StripeObject = { ...subscription, status: 'past_due' };
    await postWebhook(
      testApp.app,
      buildStripeEvent('customer.subscription.updated', pastDueSnapshot),
    );
    expect(await readUserPlan(testApp, user.id)).toEqual({
      tier: 'premium',
      subscription_status: 'active',
    });
  });

  it('follows past_due, a plan change and the end of the subscription', async () => {
    const { user, subscription } = await payForPlan();
    const sendUpdate = async (
      patch: Record<string, unknown>,
      type = 'customer.subscription.updated',
    ) => {
      const current = testApp.fake.store.updateSubscription(subscription.id, patch);
      const response = await postWebhook(testApp.app, buildStripeEvent(type, current));
      expect(response.statusCode).toBe(200);
      return readUserPlan(testApp, user.id);
    };
    expect(await sendUpdate({ status: 'past_due' })).toEqual({
      tier: 'premium',
      subscription_status: 'past_due',
    });
    const items = subscription.items as { data: { price: StripeObject }[] };
    const professional = testApp.fake.store.prices.get('price_professional_monthly');
    if (!items.data[0] || !professional) throw new Error('fixture');
    items.data[0].price = professional;
    expect(await sendUpdate({ status: 'active' })).toEqual({
      tier: 'professional',
      subscription_status: 'active',
    });
    expect(await sendUpdate({ status: 'canceled' }, 'customer.subscription.deleted')).toEqual({
      tier: 'free',
      subscription_status: 'canceled',
    });
  });

  it('finds the subscription behind invoice events', async () => {
    const { user, subscription } = await payForPlan();
    testApp.fake.store.updateSubscription(subscription.id, { status: 'past_due' });
    const invoice: StripeObject = {
      id: 'in_test_1',
      object: 'invoice',
      customer: subscription.customer,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id },
      },
    };
    const response = await postWebhook(
      testApp.app,
      buildStripeEvent('invoice.payment_failed', invoice),
    );
    expect(response.json().outcome).toBe('processed');
    expect(await readUserPlan(testApp, user.id)).toMatchObject({ subscription_status: 'past_due' });
  });

  it('acknowledges and ignores events it does not handle', async () => {
    const { user, subscription } = await payForPlan();
    testApp.fake.store.updateSubscription(subscription.id, { status: 'canceled' });
    const response = await postWebhook(
      testApp.app,
      buildStripeEvent('customer.updated', {
        id: String(subscription.customer),
        object: 'customer',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await readUserPlan(testApp, user.id)).toMatchObject({ tier: 'free' });
  });

  it('answers 503 while Stripe is down, so Stripe retries, then processes the retry', async () => {
    const { user, events } = await payForPlan();
    const [created] = events;
    if (!created) throw new Error('no event');
    testApp.fake.failNextRequests(4);
    const failed = await postWebhook(testApp.app, created);
    testApp.fake.failNextRequests(0);
    expect(failed.statusCode).toBe(503);
    expect(await countEvents(created.id)).toHaveLength(0);
    const retried = await postWebhook(testApp.app, created);
    expect(retried.json().outcome).toBe('processed');
    expect(await readUserPlan(testApp, user.id)).toMatchObject({ tier: 'premium' });
  });
});
