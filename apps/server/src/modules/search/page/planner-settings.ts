import type { Queryable } from '../../../db/pool';

/** Searchable rows as the planner's statistics count them (no scan): for cost choices only. */
export async function estimateSearchableRows(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ estimate: number }>(
    `SELECT greatest(reltuples, 0)::bigint AS estimate FROM pg_class
      WHERE oid = 'opportunity_search'::regclass`,
  );
  return rows[0]?.estimate ?? 0;
}

/**
 * Makes the rest of the transaction read pages along the sort index: with no bitmap or
 * sequential scan, and sorting priced out, the plan that delivers the ORDER BY is the walk down
 * the sort's own index.
 */
export const PREFER_INDEX_ORDER =
  'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off';

export async function preferIndexOrder(db: Queryable): Promise<void> {
  await db.query(PREFER_INDEX_ORDER);
}
