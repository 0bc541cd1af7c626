import { FREE_TIER, getFavouriteLimitForTier } from '@wac/contract/plan-limits';

interface HasTier {
  tier?: string | null;
}

/** Free tier is the default when the user or tier is unknown. */
export function isFreeTier(user: HasTier | null | undefined): boolean {
  return !user?.tier || user.tier === FREE_TIER;
}

/** Any tier other than free (premium, professional, enterprise...) is paid. */
export function isPaidTier(user: HasTier | null | undefined): boolean {
  return !isFreeTier(user);
}

/** Favourites the tier may save; null means unlimited. */
export function getFavouriteLimit(tier: string | null | undefined): number | null {
  return getFavouriteLimitForTier(tier ?? FREE_TIER);
}
