import Stripe from 'stripe';
import type { Env } from '../../config/env';
import { assertBillingConfigured } from './billing-config';

const clients = new WeakMap<Env, Stripe>();

/** host/port/protocol for the SDK when STRIPE_API_URL points elsewhere (the test fake). */
function readApiAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/** An SDK client for a key; STRIPE_API_URL (the test fake) overrides Stripe's address. */
export function createStripeSdk(secretKey: string, apiUrl: string | undefined): Stripe {
  return new Stripe(secretKey, {
    ...readApiAddress(apiUrl),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'WAC' },
  });
}

/** The Stripe SDK for this configuration (one per env); throws 503 when billing is off. */
export function getStripe(env: Env): Stripe {
  assertBillingConfigured(env);
  const existing = clients.get(env);
  if (existing) return existing;
  const stripe = createStripeSdk(env.STRIPE_SECRET_KEY as string, env.STRIPE_API_URL);
  clients.set(env, stripe);
  return stripe;
}
