import type { Env } from '../../config/env';
import { AppError } from '../../http/app-error';

export const BILLING_NOT_CONFIGURED = 'Billing is not configured on this server.';

/**
 * Checkout is only offered when we can also hear back from Stripe: without the webhook secret a
 * customer could pay and never be upgraded, so both keys are required.
 */
export function isBillingConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export function assertBillingConfigured(env: Env): void {
  if (!isBillingConfigured(env)) throw new AppError('SERVICE_UNAVAILABLE', BILLING_NOT_CONFIGURED);
}

function toOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** PUBLIC_BASE_URL's origin plus every origin in BILLING_ALLOWED_ORIGINS. */
export function listAllowedOrigins(env: Env): string[] {
  const extra = (env.BILLING_ALLOWED_ORIGINS ?? '').split(',').map((entry) => entry.trim());
  const origins = [env.PUBLIC_BASE_URL, ...extra].map(toOrigin).filter((o) => o !== undefined);
  return [...new Set(origins)];
}

/**
 * The origin Stripe sends the customer back to. The browser tells us where it runs, but an
 * attacker could name any site, so only a configured origin is used; anything else falls back
 * to PUBLIC_BASE_URL.
 */
export function resolveReturnOrigin(env: Env, frontendBaseUrl: string | null | undefined): string {
  const allowed = listAllowedOrigins(env);
  const requested = frontendBaseUrl ? toOrigin(frontendBaseUrl) : undefined;
  if (requested && allowed.includes(requested)) return requested;
  return allowed[0] ?? new URL(env.PUBLIC_BASE_URL).origin;
}
