import { describe, expect, it } from 'vitest';
import { resolvePlanState } from './plan-state';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('resolvePlanState', () => {
  it('is free with status none when there is no subscription', () => {
    expect(resolvePlanState([])).toEqual({ tier: 'free', subscription_status: 'none' });
  });

  it('keeps the tier while active, trialing or past_due', () => {
    for (const status of ['active', 'trialing', 'past_due']) {
      expect(resolvePlanState([{ status, tier: 'premium', updated_at: at(1) }])).toEqual({
        tier: 'premium',
        subscription_status: status,
      });
    }
  });

  it('downgrades to free when the subscription has ended, keeping its status', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete_expired', 'paused', 'incomplete']) {
      expect(resolvePlanState([{ status, tier: 'professional', updated_at: at(1) }])).toEqual({
        tier: 'free',
        subscription_status: status,
      });
    }
  });

  it('prefers the higher live plan over a newer ended one', () => {
    expect(
      resolvePlanState([
        { status: 'canceled', tier: 'professional', updated_at: at(1) },
        { status: 'active', tier: 'premium', updated_at: at(10) },
        { status: 'active', tier: 'professional', updated_at: at(20) },
      ]),
    ).toEqual({ tier: 'professional', subscription_status: 'active' });
  });

  it('grants nothing for a live subscription on a price that is not ours', () => {
    expect(resolvePlanState([{ status: 'active', tier: 'free', updated_at: at(1) }])).toEqual({
      tier: 'free',
      subscription_status: 'active',
    });
  });
});
