import { RADAR_COUNT_CAP } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { matchingAwardsSql, type RadarFilters, windowConditions } from './radar-matching';
import { matchesForPage } from './radar-page.repository';

/** Each count reads up to one past the cap, so "more than the cap" is told from "exactly". */
export const COUNTED_UP_TO = RADAR_COUNT_CAP + 1;

export type RadarCounts = { inWindow: number; withoutEndDate: number };

const ids = (value: (number | string)[] | null) => (value ?? []).map(Number);

/** Both counts from the filters' own statements, each up to the cap (run beside a page walk). */
export async function countMatches(db: Queryable, filters: RadarFilters): Promise<RadarCounts> {
  const inWindow = matchingAwardsSql(filters, false, 0);
  const withoutEnd = matchingAwardsSql(filters, true, inWindow.params.values.length);
  const { rows } = await db.query<{ in_window: number; without_end: number }>(
    `SELECT (SELECT count(*)::int FROM (
              SELECT 1 ${inWindow.sql} ORDER BY a.contract_end_date, a.id LIMIT ${COUNTED_UP_TO}) w) AS in_window,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${COUNTED_UP_TO}) n) AS without_end`,
    [...inWindow.params.values, ...withoutEnd.params.values],
  );
  return { inWindow: rows[0]!.in_window, withoutEndDate: rows[0]!.without_end };
}

/** The first `walk` awards of the window in end-date order: the ids of those that match. */
export type FirstWalk = { walked: number[]; withoutEndDate: number };

/**
 * The window's first `walk` awards in the page's order, keeping the matches' ids (enough of them
 * for the cap and for the page asked), and the count of matches without an end date.
 */
export async function walkWindowStart(
  db: Queryable,
  filters: RadarFilters,
  page: number,
  walk: number,
): Promise<FirstWalk> {
  const first = matchingAwardsSql(filters, false, 0, { walkFirst: walk });
  const withoutEnd = matchingAwardsSql(filters, true, first.params.values.length);
  const keep = Math.max(COUNTED_UP_TO, matchesForPage(page));
  const { rows } = await db.query<{ walked: (number | string)[] | null; without_end: number }>(
    `SELECT (SELECT array_agg(w.id ORDER BY w.contract_end_date, w.id) FROM (
              SELECT a.id, a.contract_end_date ${first.sql}
               ORDER BY a.contract_end_date, a.id LIMIT ${keep}) w) AS walked,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${COUNTED_UP_TO}) n) AS without_end`,
    [...first.params.values, ...withoutEnd.params.values],
  );
  return { walked: ids(rows[0]!.walked), withoutEndDate: rows[0]!.without_end };
}

/**
 * The window's matches after a first walk that found fewer than the cap: how many (up to the
 * cap), and every one in end-date order when that is known (the list is then complete).
 */
export type WindowMatches = { inWindow: number; every?: number[] };

/**
 * Up to the cap of the window's matches, found the planner's way (from the filter's own index
 * for a rare one) and sorted in the page's order, beside whether the window holds `walk` awards
 * or fewer: then the first walk saw all of them and its matches are every match. Otherwise the
 * planner's list is every match when it stopped short of the cap.
 */
export async function findWindowMatches(
  db: Queryable,
  filters: RadarFilters,
  first: FirstWalk,
  walk: number,
): Promise<WindowMatches> {
  const rest = matchingAwardsSql(filters, false, 0);
  const windowRows = `SELECT 1 FROM awards a
    WHERE ${windowConditions(false, () => rest.params.add(filters.windowEnd.toISOString()))}
    LIMIT ${rest.params.add(walk + 1)}`;
  const { rows } = await db.query<{ window_rows: number; found: (number | string)[] | null }>(
    `SELECT (SELECT count(*)::int FROM (${windowRows}) w) AS window_rows,
            (SELECT array_agg(r.id ORDER BY r.contract_end_date, r.id) FROM (
               SELECT a.id, a.contract_end_date ${rest.sql} LIMIT ${COUNTED_UP_TO}) r) AS found`,
    rest.params.values,
  );
  if (rows[0]!.window_rows <= walk) return { inWindow: first.walked.length, every: first.walked };
  const found = ids(rows[0]!.found);
  return { inWindow: found.length, every: found.length < COUNTED_UP_TO ? found : undefined };
}
