/**
 * Runs the fake Stripe as its own process, for the browser journeys (playwright.config.ts) and
 * for trying checkout offline: start it, then start WAC with the env it prints.
 *
 *   FAKE_STRIPE_PORT=4100 FAKE_STRIPE_WEBHOOK_URL=http://127.0.0.1:3000/api/stripe/webhook/ \
 *     node --import tsx apps/server/test/fakes/run-fake-stripe.ts
 */
import { buildFakeStripeEnv, startFakeStripe } from './fake-stripe';

const port = Number(process.env.FAKE_STRIPE_PORT ?? 4100);
const webhookUrl =
  process.env.FAKE_STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/stripe/webhook/';

const fake = await startFakeStripe({ port, webhookUrl });
// A code to try the discount field with.
fake.store.addPromotionCode({
  code: 'WELCOME20',
  percent_off: 20,
  duration: 'repeating',
  duration_in_months: 3,
});

const env = Object.entries(buildFakeStripeEnv(fake))
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');
console.log(`Fake Stripe listening at ${fake.url}; webhooks go to ${webhookUrl}`);
console.log(`Start WAC with: ${env} npm start`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
