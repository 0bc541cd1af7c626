import { FAVOURITE_CHANGES_SHOWN_DAYS, type FavouriteChange } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { describeChange } from './describe-change';
import { findFavouriteChanges } from './opportunity-changes.repository';

/** What changed in each of a user's favourites lately, by WAC ID, newest first. */
export async function findChangesOfFavourites(
  db: Queryable,
  userId: number,
): Promise<Map<string, FavouriteChange[]>> {
  const rows = await findFavouriteChanges(db, userId, FAVOURITE_CHANGES_SHOWN_DAYS);
  const byWacId = new Map<string, FavouriteChange[]>();
  for (const row of rows) {
    const list = byWacId.get(row.wac_id) ?? [];
    list.push({
      kind: row.kind,
      summary: describeChange(row.kind, row.old_value, row.new_value),
      detected_at: row.detected_at.toISOString(),
    });
    byWacId.set(row.wac_id, list);
  }
  return byWacId;
}
