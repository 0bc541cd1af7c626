import type { Favourite } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import {
  type AwardFactsRow,
  awardFactsColumns,
  readAwardFacts,
} from '../opportunities/award-card-facts';
import {
  cardFieldColumns,
  type OpportunityCardRow,
  toOpportunityCard,
} from '../opportunities/opportunity-card-fields';

type FavouriteRow = OpportunityCardRow &
  AwardFactsRow & {
    id: number;
    created_at: Date;
    supplier_names: string[];
  };

const FAVOURITE_SELECT = `
  SELECT f.id, f.created_at, o.wac_id, o.title, o.source_system, o.buyer_name, o.supplier_names,
         o.stage, o.award_value_amount, o.tender_value_amount,
         coalesce(o.award_value_currency, o.tender_value_currency) AS value_currency,
         o.release_date, o.tender_deadline_date, o.notice_url, o.description,
         ${cardFieldColumns('o')},
         ${awardFactsColumns('o')}
    FROM favourites f JOIN opportunities o ON o.id = f.opportunity_id`;

/**
 * A favourite with its opportunity as a search card (the opportunity id is the WAC ID), its
 * status as at `now`.
 */
function toFavourite(row: FavouriteRow, now = new Date()): Favourite {
  // Every supplier once by the page's rule, and the award values' range (ADRs 0342, 0347, 0349).
  // The card names the first, linked to its page, "and N others" after it, as in search (ADR
  // 0363); the filter searches every name.
  const { awardValues, supplierNames } = readAwardFacts(row);
  const names = supplierNames.length > 0 ? supplierNames : row.supplier_names;
  return {
    id: row.id,
    opportunity_id: row.wac_id,
    created_at: row.created_at.toISOString(),
    opportunity: {
      ...toOpportunityCard(row, now),
      supplier_name: names[0] ?? null,
      supplier_count: names.length,
      supplier_names: names,
      award_values: awardValues,
      score: null,
      is_favourited: true,
    },
    // Filled by the service where the page needs them (favourite-changes).
    changes: [],
  };
}

export async function listFavourites(db: Queryable, userId: number): Promise<Favourite[]> {
  const { rows } = await db.query<FavouriteRow>(
    `${FAVOURITE_SELECT} WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.id DESC`,
    [userId],
  );
  const now = new Date();
  return rows.map((row) => toFavourite(row, now));
}

export async function findFavourite(
  db: Queryable,
  userId: number,
  opportunityId: number,
): Promise<Favourite | null> {
  const { rows } = await db.query<FavouriteRow>(
    `${FAVOURITE_SELECT} WHERE f.user_id = $1 AND f.opportunity_id = $2`,
    [userId, opportunityId],
  );
  return rows[0] ? toFavourite(rows[0]) : null;
}

/** The internal id of an opportunity by its WAC ID (case-insensitive), or null. */
export async function findOpportunityIdByWacId(db: Queryable, wacId: string) {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM opportunities WHERE wac_id = upper($1)',
    [wacId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Takes a row lock on the user so concurrent adds are counted one after another (the tier
 * limit holds under races), then answers how many favourites the user has.
 */
export async function lockAndCountFavourites(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM favourites WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertFavourite(db: Queryable, userId: number, opportunityId: number) {
  await db.query(
    `INSERT INTO favourites (user_id, opportunity_id) VALUES ($1, $2)
     ON CONFLICT (user_id, opportunity_id) DO NOTHING`,
    [userId, opportunityId],
  );
}

export async function deleteFavouriteById(db: Queryable, userId: number, favouriteId: number) {
  const { rowCount } = await db.query('DELETE FROM favourites WHERE user_id = $1 AND id = $2', [
    userId,
    favouriteId,
  ]);
  return rowCount === 1;
}

export async function deleteFavouriteByWacId(db: Queryable, userId: number, wacId: string) {
  const { rowCount } = await db.query(
    `DELETE FROM favourites f USING opportunities o
      WHERE f.user_id = $1 AND f.opportunity_id = o.id AND o.wac_id = upper($2)`,
    [userId, wacId],
  );
  return rowCount === 1;
}
