import type Stripe from 'stripe';
import type { Env } from '../../config/env';
import { isBillingConfigured, listAllowedOrigins } from './billing-config';
import { listPlans, readConfiguredPriceIds } from './plans';
import { HANDLED_EVENT_TYPES } from './webhook.service';

/** Stable lookup keys, so running the setup twice finds the prices it made the first time. */
export const PRICE_LOOKUP_KEYS = {
  STRIPE_PRICE_PREMIUM_MONTHLY: { key: 'wac_premium_monthly', plan: 'premium', interval: 'month' },
  STRIPE_PRICE_PREMIUM_ANNUAL: { key: 'wac_premium_annual', plan: 'premium', interval: 'year' },
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: {
    key: 'wac_professional_monthly',
    plan: 'professional',
    interval: 'month',
  },
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: {
    key: 'wac_professional_annual',
    plan: 'professional',
    interval: 'year',
  },
} as const;

type PriceVariable = keyof typeof PRICE_LOOKUP_KEYS;

function mark(value: string | undefined): string {
  return value ? 'set' : 'NOT SET';
}

/** The checklist `npm run stripe:setup` prints: every billing setting and where it comes from. */
export function describeBillingSetup(env: Env): string[] {
  const priceIds = readConfiguredPriceIds(env);
  return [
    `Billing is ${isBillingConfigured(env) ? 'configured' : 'NOT configured'} on this machine.`,
    '',
    'Settings (environment variables, see README):',
    `  STRIPE_SECRET_KEY        ${mark(env.STRIPE_SECRET_KEY)}  Stripe dashboard > Developers > API keys (sk_...)`,
    `  STRIPE_WEBHOOK_SECRET    ${mark(env.STRIPE_WEBHOOK_SECRET)}  the signing secret (whsec_...) of the endpoint below`,
    `  STRIPE_PUBLISHABLE_KEY   ${mark(env.STRIPE_PUBLISHABLE_KEY)}  optional; checkout redirects without Stripe.js`,
    `  STRIPE_PRICE_PREMIUM_MONTHLY       ${mark(priceIds.premium.monthly)}`,
    `  STRIPE_PRICE_PREMIUM_ANNUAL        ${mark(priceIds.premium.annually)}`,
    `  STRIPE_PRICE_PROFESSIONAL_MONTHLY  ${mark(priceIds.professional.monthly)}`,
    `  STRIPE_PRICE_PROFESSIONAL_ANNUAL   ${mark(priceIds.professional.annually)}`,
    `  BILLING_ALLOWED_ORIGINS  return origins allowed now: ${listAllowedOrigins(env).join(', ')}`,
    '',
    'Webhook endpoint to add in Stripe (Developers > Webhooks):',
    `  URL:    ${new URL('/api/stripe/webhook/', env.PUBLIC_BASE_URL).href}`,
    `  Events: ${[...HANDLED_EVENT_TYPES].join(', ')}`,
    '',
    'Enable the customer portal (Settings > Billing > Customer portal) so Manage Billing works.',
    'To create the four prices: STRIPE_SECRET_KEY=sk_test_... npm run stripe:setup -- --create',
    'To try checkout offline: node --import tsx apps/server/test/fakes/run-fake-stripe.ts',
  ];
}

/**
 * Finds or creates the four recurring GBP prices of our plans (by lookup key) and returns the
 * environment lines that select them.
 */
export async function ensurePlanPrices(
  stripe: Stripe,
  env: Env,
): Promise<Record<PriceVariable, string>> {
  const plans = listPlans(env, { isBillingConfigured: false });
  const lookupKeys = Object.values(PRICE_LOOKUP_KEYS).map((entry) => entry.key);
  const existing = await stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: 10 });
  const productIds = new Map<string, string>();
  const result = {} as Record<PriceVariable, string>;
  for (const [variable, entry] of Object.entries(PRICE_LOOKUP_KEYS) as [
    PriceVariable,
    (typeof PRICE_LOOKUP_KEYS)[PriceVariable],
  ][]) {
    const found = existing.data.find((price) => price.lookup_key === entry.key);
    if (found) {
      result[variable] = found.id;
      continue;
    }
    const plan = plans.find((candidate) => candidate.id === entry.plan);
    const pounds = entry.interval === 'month' ? plan?.price.monthly : plan?.price.annually;
    if (!plan || !pounds) throw new Error(`No price for ${entry.plan} ${entry.interval}`);
    let productId = productIds.get(plan.id);
    if (!productId) {
      const product = await stripe.products.create({
        name: `WAC ${plan.name}`,
        metadata: { tier: plan.id },
      });
      productId = product.id;
      productIds.set(plan.id, productId);
    }
    const price = await stripe.prices.create({
      product: productId,
      currency: 'gbp',
      unit_amount: pounds * 100,
      recurring: { interval: entry.interval },
      lookup_key: entry.key,
      metadata: { tier: plan.id },
    });
    result[variable] = price.id;
  }
  return result;
}
