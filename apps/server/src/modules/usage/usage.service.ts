import {
  type DailyUsageResponse,
  describeDailyLimitReached,
  FREE_DAILY_ACTION_LIMIT,
  type UsageAction,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { type AuthUser, isPaidTier } from '../../http/auth-context';
import { findDailyCount, incrementDailyCountBelow } from './usage.repository';

export const LIMIT_EXCEEDED_REDIRECT_URL = '/pricing';

/** Paid tiers and staff are unlimited; free accounts get FREE_DAILY_ACTION_LIMIT a day. */
export function getDailyActionLimit(user: AuthUser): number | null {
  return isPaidTier(user.tier) || user.is_staff ? null : FREE_DAILY_ACTION_LIMIT;
}

/**
 * Counts one action of a free account against today's limit; throws LIMIT_EXCEEDED (the client
 * then goes to /pricing) once the limit is used up. Anonymous visitors and unlimited accounts
 * are not counted. Which calls count: docs/decisions/0031-daily-usage-limits.md.
 *
 * Call it where the action is served, before the work: `await recordUsage(app.deps,
 * request.user, 'opportunity_view')`.
 */
export async function recordUsage(
  deps: { db: Queryable },
  user: AuthUser | null,
  action: UsageAction,
): Promise<void> {
  if (!user) return;
  const limit = getDailyActionLimit(user);
  if (limit === null) return;
  const count = await incrementDailyCountBelow(deps.db, user.id, action, limit);
  if (count === null) {
    throw new AppError('LIMIT_EXCEEDED', describeDailyLimitReached(limit), {
      redirectUrl: LIMIT_EXCEEDED_REDIRECT_URL,
    });
  }
}

/** Today's real figure for the account page's Daily Usage card. */
export async function getDailyUsage(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
): Promise<DailyUsageResponse> {
  const limit = getDailyActionLimit(user);
  const { used, by_action, resets_at } = await findDailyCount(deps.db, user.id);
  return {
    tier: user.tier,
    is_unlimited: limit === null,
    used,
    by_action,
    limit,
    remaining: limit === null ? null : Math.max(0, limit - used),
    resets_at: resets_at.toISOString(),
  };
}
