/**
 * `npm run stripe:setup`: prints what billing needs on this machine. With a secret key and
 * `--create`, also finds or creates the plan prices in Stripe and prints their env lines.
 */
import { loadEnv } from '../config/env';
import { createStripeSdk } from '../modules/billing/stripe-client';
import { describeBillingSetup, ensurePlanPrices } from '../modules/billing/stripe-setup';

async function main() {
  const env = loadEnv();
  console.log(describeBillingSetup(env).join('\n'));
  if (!process.argv.includes('--create')) return;
  if (!env.STRIPE_SECRET_KEY) {
    console.error('\n--create needs STRIPE_SECRET_KEY.');
    process.exitCode = 1;
    return;
  }
  const stripe = createStripeSdk(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL);
  const prices = await ensurePlanPrices(stripe, env);
  console.log('\nPrices ready. Add these to the environment:');
  for (const [name, id] of Object.entries(prices)) console.log(`${name}=${id}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
