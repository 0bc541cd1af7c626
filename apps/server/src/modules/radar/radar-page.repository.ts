import { RADAR_PAGE_SIZE } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { matchingAwardsSql, type RadarFilters } from './radar-matching';

/** A page of award ids, soonest end date first, and whether a next page has rows. */
export type RadarPage = { ids: number[]; hasMore: boolean };

/**
 * One page of matching award ids along the end-date index (the window walked in the page's
 * order); one row past the page says whether a next page has rows (the count stops at the cap,
 * the pages do not).
 */
export async function findRadarPage(
  db: Queryable,
  filters: RadarFilters,
  page: number,
): Promise<RadarPage> {
  const matching = matchingAwardsSql(filters, false, 0);
  const limit = matching.params.add(RADAR_PAGE_SIZE + 1);
  const offset = matching.params.add((page - 1) * RADAR_PAGE_SIZE);
  const { rows } = await db.query<{ id: number }>(
    `SELECT a.id ${matching.sql} ORDER BY a.contract_end_date, a.id LIMIT ${limit} OFFSET ${offset}`,
    matching.params.values,
  );
  return {
    ids: rows.slice(0, RADAR_PAGE_SIZE).map((row) => Number(row.id)),
    hasMore: rows.length > RADAR_PAGE_SIZE,
  };
}

/** The page cut from matching award ids in end-date order, when the list holds every match. */
export function pageOf(sortedIds: number[], page: number): RadarPage {
  const from = (page - 1) * RADAR_PAGE_SIZE;
  return {
    ids: sortedIds.slice(from, from + RADAR_PAGE_SIZE),
    hasMore: sortedIds.length > from + RADAR_PAGE_SIZE,
  };
}

/** How many matches of the window, in end-date order, hold the page and tell `hasMore`. */
export const matchesForPage = (page: number) => page * RADAR_PAGE_SIZE + 1;
