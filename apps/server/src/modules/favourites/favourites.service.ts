import { type Favourite, getFavouriteLimitForTier } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { findChangesOfFavourites } from '../favourite-changes/favourite-changes.service';
import {
  deleteFavouriteById,
  deleteFavouriteByWacId,
  findFavourite,
  findOpportunityIdByWacId,
  insertFavourite,
  listFavourites,
  lockAndCountFavourites,
} from './favourites.repository';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The clear refusal the favourites page and buttons show, with an upgrade offer. */
export function favouriteLimitMessage(tier: string, limit: number): string {
  const noun = limit === 1 ? 'favourite' : 'favourites';
  return `Your ${capitalise(tier)} plan can save up to ${limit} ${noun}. Remove one or upgrade your plan to save more.`;
}

/** The user's favourites, newest first, each with what changed in it lately (ADR 0091). */
export async function getFavourites(deps: Pick<AppDeps, 'db'>, user: AuthUser) {
  const [favourites, changes] = await Promise.all([
    listFavourites(deps.db, user.id),
    findChangesOfFavourites(deps.db, user.id),
  ]);
  return favourites.map((favourite) => ({
    ...favourite,
    changes: changes.get(favourite.opportunity_id) ?? [],
  }));
}

/**
 * Saves an opportunity (by WAC ID) for the user within their tier's limit. Saving one already
 * saved answers it again (`isNew` false) without counting against the limit.
 */
export async function addFavourite(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
  wacId: string,
): Promise<{ favourite: Favourite; isNew: boolean }> {
  const opportunityId = await findOpportunityIdByWacId(deps.db, wacId);
  if (opportunityId === null) throw new AppError('NOT_FOUND', 'Opportunity not found.');
  return withTransaction(deps.db, async (client) => {
    const count = await lockAndCountFavourites(client, user.id);
    const existing = await findFavourite(client, user.id, opportunityId);
    if (existing) return { favourite: existing, isNew: false };
    const limit = getFavouriteLimitForTier(user.tier);
    if (limit !== null && count >= limit) {
      throw new AppError('FORBIDDEN', favouriteLimitMessage(user.tier, limit));
    }
    await insertFavourite(client, user.id, opportunityId);
    const favourite = await findFavourite(client, user.id, opportunityId);
    return { favourite: favourite!, isNew: true };
  });
}

/**
 * Removes a favourite named by its own id (digits) or by the opportunity's WAC ID: the detail
 * page only knows the opportunity, the favourites list knows both.
 */
export async function removeFavourite(deps: Pick<AppDeps, 'db'>, user: AuthUser, id: string) {
  const isRemoved = /^\d{1,15}$/.test(id)
    ? await deleteFavouriteById(deps.db, user.id, Number(id))
    : await deleteFavouriteByWacId(deps.db, user.id, id);
  if (!isRemoved) throw new AppError('NOT_FOUND', 'Favourite not found.');
}
