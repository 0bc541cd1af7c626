import { RADAR_PAGE_SIZE } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { matchingAwardsSql, type RadarFilters } from './radar-matching';
import type { RadarPage } from './radar-page.repository';

/** Where a marked page starts: right after one contract, or right before one (ADR 0163). */
export type PageMarker = { after: number } | { before: number };

/**
 * A page read from a neighbour's marker (paid plans past RADAR_MAX_PAGE): the window's matching
 * awards after (or before) the marked one in the page's order, along the end-date index from
 * that row, so page 500 costs what page 2 does; an offset would walk every row before it. With
 * a buyer, its awards (read once by key, as radar-buyer.repository.ts does). A marker that is
 * no longer on the radar (its award gone) gives an empty page.
 */
export async function findMarkedRadarPage(
  db: Queryable,
  filters: RadarFilters,
  marker: PageMarker,
): Promise<RadarPage> {
  const buyerIds = filters.buyerMemberIds;
  // With a buyer, $1 is its member ids and the matching conditions' parameters follow.
  const matching = matchingAwardsSql(filters, false, buyerIds ? 1 : 0);
  const isBefore = 'before' in marker;
  const markerParam = matching.params.add(isBefore ? marker.before : marker.after);
  const limit = matching.params.add(RADAR_PAGE_SIZE + 1);
  const direction = isBefore ? 'DESC' : 'ASC';
  const buyerAwards = buyerIds
    ? `WITH buyer_awards AS MATERIALIZED (
         SELECT a.* FROM opportunity_buyers b JOIN awards a ON a.opportunity_id = b.opportunity_id
          WHERE b.organisation_id = ANY ($1::bigint[]))`
    : '';
  const { rows } = await db.query<{ id: string }>(
    `${buyerAwards}
     SELECT m.id FROM (SELECT a.id, a.contract_end_date ${matching.sql}) m
      WHERE (m.contract_end_date, m.id) ${isBefore ? '<' : '>'}
            (SELECT c.contract_end_date, c.id FROM awards c WHERE c.id = ${markerParam})
      ORDER BY m.contract_end_date ${direction}, m.id ${direction}
      LIMIT ${limit}`,
    buyerIds ? [buyerIds, ...matching.params.values] : matching.params.values,
  );
  const ids = rows.slice(0, RADAR_PAGE_SIZE).map((row) => Number(row.id));
  // Read backwards, the page comes out in reverse, and the marked row itself is a next page.
  return isBefore
    ? { ids: ids.reverse(), hasMore: true }
    : { ids, hasMore: rows.length > RADAR_PAGE_SIZE };
}
