import { RADAR_COUNT_CAP, RADAR_PAGE_SIZE } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { matchingAwardsSql, type RadarFilters } from './radar-matching';

/**
 * The radar of one buyer (`filters.buyerMemberIds`): its page and both counts in one statement
 * over its awards, read once (ADR 0114). A buyer's notices are a few thousand at most, so its
 * awards are found from them by key rather than by walking the window for the one buyer (80,000
 * buffers for a page of the busiest), and the page and counts share them (17,500 -> 6,000).
 */
export async function findBuyerRadar(
  db: Queryable,
  filters: RadarFilters & { buyerMemberIds: number[] },
  page: number,
): Promise<{ ids: number[]; hasMore: boolean; inWindow: number; withoutEndDate: number }> {
  // $1 is the buyer's member ids; each part's parameters follow the previous part's.
  const listed = matchingAwardsSql(filters, false, 1);
  const limit = listed.params.add(RADAR_PAGE_SIZE + 1);
  const offset = listed.params.add((page - 1) * RADAR_PAGE_SIZE);
  const inWindow = matchingAwardsSql(filters, false, 1 + listed.params.values.length);
  const withoutEnd = matchingAwardsSql(
    filters,
    true,
    1 + listed.params.values.length + inWindow.params.values.length,
  );
  const cap = RADAR_COUNT_CAP + 1;
  const { rows } = await db.query<{ ids: string[]; in_window: number; without_end: number }>(
    `WITH buyer_awards AS MATERIALIZED (
       SELECT a.* FROM opportunity_buyers b JOIN awards a ON a.opportunity_id = b.opportunity_id
        WHERE b.organisation_id = ANY ($1::bigint[]))
     SELECT ARRAY(SELECT a.id ${listed.sql}
                   ORDER BY a.contract_end_date, a.id LIMIT ${limit} OFFSET ${offset}) AS ids,
            (SELECT count(*)::int FROM (SELECT 1 ${inWindow.sql} LIMIT ${cap}) w) AS in_window,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${cap}) n) AS without_end`,
    [
      filters.buyerMemberIds,
      ...listed.params.values,
      ...inWindow.params.values,
      ...withoutEnd.params.values,
    ],
  );
  const row = rows[0]!;
  return {
    ids: row.ids.slice(0, RADAR_PAGE_SIZE).map(Number),
    hasMore: row.ids.length > RADAR_PAGE_SIZE,
    inWindow: row.in_window,
    withoutEndDate: row.without_end,
  };
}
