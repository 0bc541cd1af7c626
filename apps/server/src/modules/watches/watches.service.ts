import {
  describeNoticeType,
  getWatchLimitForTier,
  type WatchListResponse,
  type WatchStatus,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hashToken } from '../../shared/token-hash';
import { getOpportunityOrThrow } from '../opportunities';
import {
  countOwnWatches,
  findWatchReasons,
  listWatched,
  lockAndCountOwnWatches,
  saveWatchChoice,
  unwatchByToken,
} from './watches.repository';

type Deps = Pick<AppDeps, 'db'>;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function watchLimitMessage(tier: string, limit: number): string {
  const noun = limit === 1 ? 'procurement' : 'procurements';
  return `Your ${capitalise(tier)} plan can watch up to ${limit} ${noun}. Stop watching one or upgrade your plan to watch more.`;
}

async function statusOf(deps: Deps, userId: number, opportunityId: number, wacId: string) {
  const reasons = await findWatchReasons(deps.db, userId, opportunityId);
  return { wac_id: wacId, is_watching: reasons.length > 0, reason: reasons[0] ?? null };
}

export async function getWatchStatus(
  deps: Deps,
  user: AuthUser,
  wacId: string,
): Promise<WatchStatus> {
  const opportunity = await getOpportunityOrThrow(deps.db, wacId);
  return statusOf(deps, user.id, opportunity.id, opportunity.wac_id);
}

/**
 * Watches a procurement for the user. The plan's limit counts only the user's own watches
 * (favourites and pipeline items have their own limits); watching again is no new watch.
 */
export async function watchProcurement(
  deps: Deps,
  user: AuthUser,
  wacId: string,
): Promise<WatchStatus> {
  const opportunity = await getOpportunityOrThrow(deps.db, wacId);
  await withTransaction(deps.db, async (client) => {
    const count = await lockAndCountOwnWatches(client, user.id);
    const reasons = await findWatchReasons(client, user.id, opportunity.id);
    if (reasons.includes('watch')) return;
    const limit = getWatchLimitForTier(user.tier);
    if (limit !== null && count >= limit) {
      throw new AppError('FORBIDDEN', watchLimitMessage(user.tier, limit), {
        redirectUrl: '/pricing',
      });
    }
    await saveWatchChoice(client, user.id, opportunity.id, true);
  });
  return statusOf(deps, user.id, opportunity.id, opportunity.wac_id);
}

/** Stops watching, also a procurement watched as a favourite or pipeline item. */
export async function unwatchProcurement(
  deps: Deps,
  user: AuthUser,
  wacId: string,
): Promise<WatchStatus> {
  const opportunity = await getOpportunityOrThrow(deps.db, wacId);
  await saveWatchChoice(deps.db, user.id, opportunity.id, false);
  return statusOf(deps, user.id, opportunity.id, opportunity.wac_id);
}

export async function getWatchList(deps: Deps, user: AuthUser): Promise<WatchListResponse> {
  const [rows, own] = await Promise.all([
    listWatched(deps.db, user.id),
    countOwnWatches(deps.db, user.id),
  ]);
  return {
    results: rows.map((row) => ({
      wac_id: row.wac_id,
      title: row.title,
      buyer_name: row.buyer_name,
      reasons: row.reasons,
      since: row.since.toISOString(),
      latest_notice_label: describeNoticeType(row.notice_type),
      latest_notice_date: row.latest_date?.toISOString() ?? null,
    })),
    own_watches: own,
    own_watch_limit: getWatchLimitForTier(user.tier),
  };
}

/** The unwatch link of a watch email: the token alone names the user and the procurement. */
export async function unwatchWithToken(deps: Deps, token: string) {
  const stopped = await unwatchByToken(deps.db, hashToken(token));
  if (!stopped) throw new AppError('NOT_FOUND', 'This unwatch link is not valid.');
  return stopped;
}
