import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { isBillingConfigured, listAllowedOrigins, resolveReturnOrigin } from './billing-config';

describe('billing configuration', () => {
  it('needs both the secret key and the webhook secret', () => {
    expect(isBillingConfigured(loadEnv({}))).toBe(false);
    expect(isBillingConfigured(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toBe(false);
    expect(
      isBillingConfigured(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'w' })),
    ).toBe(true);
  });

  const env = loadEnv({
    PUBLIC_BASE_URL: 'https://wac.example/app',
    BILLING_ALLOWED_ORIGINS: ' http://localhost:5173/ , https://staging.wac.example,,bad',
  });

  it('allows the public origin and the configured ones, as origins', () => {
    expect(listAllowedOrigins(env)).toEqual([
      'https://wac.example',
      'http://localhost:5173',
      'https://staging.wac.example',
    ]);
  });

  it('uses an allowed frontend origin and falls back to the public one', () => {
    expect(resolveReturnOrigin(env, 'http://localhost:5173/pricing?x=1')).toBe(
      'http://localhost:5173',
    );
    expect(resolveReturnOrigin(env, 'https://evil.example')).toBe('https://wac.example');
    expect(resolveReturnOrigin(env, 'http://localhost:5174')).toBe('https://wac.example');
    expect(resolveReturnOrigin(env, undefined)).toBe('https://wac.example');
  });
});
