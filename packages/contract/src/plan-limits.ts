/**
 * The tier rules both sides enforce (account-area.md sections 3, 6 and 9), without zod, so the
 * web app's first load can import them as `@wac/contract/plan-limits` (ADR 0046) instead of
 * keeping its own copy. The server enforces them; the web app only shows them.
 */

/** The plans (tiers) a user can be on, cheapest first. */
export const planIdValues = ['free', 'premium', 'professional', 'enterprise'] as const;

/** The one tier that does not pay; every other tier is paid. */
export const FREE_TIER = 'free' satisfies (typeof planIdValues)[number];

/** Favourites each tier may keep; unlisted tiers: unlimited. */
export const favouriteLimitsByTier: Readonly<Record<string, number>> = {
  free: 3,
  premium: 10,
  professional: 100,
};

/** The favourites limit for a tier; null means unlimited. */
export function getFavouriteLimitForTier(tier: string): number | null {
  return favouriteLimitsByTier[tier] ?? null;
}

/**
 * Procurements each tier may choose to watch (issue 31, ADR 0233); unlisted tiers: unlimited.
 * Favourites and owned pipeline items watch automatically and do not count: their own limits
 * bound them. Free gets a few so "Tell me when the tender is published" works for everyone.
 */
export const watchLimitsByTier: Readonly<Record<string, number>> = {
  free: 3,
  premium: 25,
  professional: 200,
};

/** The own-watches limit for a tier; null means unlimited. */
export function getWatchLimitForTier(tier: string): number | null {
  return watchLimitsByTier[tier] ?? null;
}

/** Promo codes are trimmed and uppercased, and checked from this many characters. */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 64;
