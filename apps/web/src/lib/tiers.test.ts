import { describe, expect, it } from 'vitest';
import { getFavouriteLimit, isFreeTier, isPaidTier } from './tiers';

describe('tiers', () => {
  it('treats a missing user or tier as free', () => {
    expect(isFreeTier(null)).toBe(true);
    expect(isFreeTier({ tier: null })).toBe(true);
    expect(isPaidTier(undefined)).toBe(false);
  });

  it('treats every non-free tier as paid', () => {
    for (const tier of ['premium', 'professional', 'enterprise']) {
      expect(isPaidTier({ tier })).toBe(true);
    }
    expect(isPaidTier({ tier: 'free' })).toBe(false);
  });

  it('limits favourites per tier, unlimited otherwise', () => {
    expect(getFavouriteLimit('free')).toBe(3);
    expect(getFavouriteLimit('premium')).toBe(10);
    expect(getFavouriteLimit('professional')).toBe(100);
    expect(getFavouriteLimit('enterprise')).toBeNull();
    expect(getFavouriteLimit(undefined)).toBe(3);
  });
});
