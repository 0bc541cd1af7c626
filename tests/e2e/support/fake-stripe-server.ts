/**
 * The fake Stripe (apps/server/test/fakes/fake-stripe.ts) that every browser journey runs
 * against: Playwright starts it before the app, and the app's Stripe settings point at it.
 * Keys and price ids match the fake's defaults (buildFakeStripeEnv there).
 */
export function buildFakeStripeSetup(port: number, appBaseUrl: string) {
  const url = `http://127.0.0.1:${port}`;
  return {
    webServer: {
      command: 'node --import tsx apps/server/test/fakes/run-fake-stripe.ts',
      url: `${url}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        FAKE_STRIPE_PORT: String(port),
        FAKE_STRIPE_WEBHOOK_URL: `${appBaseUrl}/api/stripe/webhook/`,
      },
    },
    appEnv: {
      STRIPE_SECRET_KEY: 'sk_test_wac_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_wac_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_wac_fake',
      STRIPE_API_URL: url,
      STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
      STRIPE_PRICE_PREMIUM_ANNUAL: 'price_premium_annual',
      STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
      STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_professional_annual',
    },
  };
}
