import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fakes/fake-stripe';
import { loadEnv } from '../../config/env';
import { createStripeSdk } from './stripe-client';
import { describeBillingSetup, ensurePlanPrices } from './stripe-setup';

let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe({ prices: [] });
});
afterAll(async () => {
  await fake?.close();
});

describe('npm run stripe:setup', () => {
  it('lists what a fresh machine is missing', () => {
    const lines = describeBillingSetup(loadEnv({ PUBLIC_BASE_URL: 'https://wac.example' }));
    expect(lines[0]).toBe('Billing is NOT configured on this machine.');
    expect(lines.join('\n')).toContain('STRIPE_SECRET_KEY        NOT SET');
    expect(lines.join('\n')).toContain('URL:    https://wac.example/api/stripe/webhook/');
    expect(lines.join('\n')).toContain('customer.subscription.deleted');
  });

  it('creates the four prices once and finds them the second time', async () => {
    const env = loadEnv({ STRIPE_SECRET_KEY: 'sk_test_setup', STRIPE_API_URL: fake.url });
    const stripe = createStripeSdk('sk_test_setup', fake.url);
    const first = await ensurePlanPrices(stripe, env);
    const second = await ensurePlanPrices(stripe, env);
    expect(second).toEqual(first);
    expect(fake.store.products.size).toBe(2);
    const annual = fake.store.prices.get(first.STRIPE_PRICE_PROFESSIONAL_ANNUAL);
    expect(annual).toMatchObject({
      unit_amount: 100800,
      currency: 'gbp',
      recurring: { interval: 'year' },
      lookup_key: 'wac_professional_annual',
    });
    expect(fake.store.prices.get(first.STRIPE_PRICE_PREMIUM_MONTHLY)?.unit_amount).toBe(2500);
  });
});
