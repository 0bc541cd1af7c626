import { rankTier } from './plans';

/**
 * Stripe statuses that keep the paid tier. past_due keeps access while Stripe retries the card
 * (its dunning decides when to give up, and then the status becomes canceled or unpaid).
 */
export const ENTITLED_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export type PlanState = { tier: string; subscription_status: string };

type SubscriptionLike = { status: string; tier: string; updated_at: Date };

/**
 * The user's tier and subscription_status from every subscription we know for them: the best
 * entitled plan wins; with none entitled the user is free and the status is the latest one
 * (e.g. canceled), which the account page shows.
 */
export function resolvePlanState(subscriptions: readonly SubscriptionLike[]): PlanState {
  const byRecency = [...subscriptions].sort(
    (a, b) => b.updated_at.getTime() - a.updated_at.getTime(),
  );
  const entitled = byRecency
    .filter((subscription) => ENTITLED_STATUSES.has(subscription.status))
    .filter((subscription) => rankTier(subscription.tier) > 0);
  const best = entitled.reduce<SubscriptionLike | undefined>(
    (current, candidate) =>
      !current || rankTier(candidate.tier) > rankTier(current.tier) ? candidate : current,
    undefined,
  );
  if (best) return { tier: best.tier, subscription_status: best.status };
  const latest = byRecency[0];
  return { tier: 'free', subscription_status: latest ? latest.status : 'none' };
}
