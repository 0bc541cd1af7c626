import type { Queryable } from '../../db/pool';
import {
  COUNTED_UP_TO,
  countMatches,
  type FirstWalk,
  findWindowMatches,
  type RadarCounts,
  type WindowMatches,
  walkWindowStart,
} from './radar-counts.repository';
import type { RadarFilters } from './radar-matching';
import { findRadarPage, matchesForPage, pageOf, type RadarPage } from './radar-page.repository';

/** How many awards of the window the count reads in end-date order before it asks the planner. */
const COUNT_WALK = 500;

/**
 * A filter matching at most 1% of the first walk (5 of 500) is rare: it is counted from its own
 * index first and its page cut from those matches, not read by walking the window (ADR 0115).
 */
const isRare = (matches: number, walk: number) => matches * 100 <= walk;

export type RadarPageAndCounts = { page: RadarPage; counts: RadarCounts };

/**
 * One page of matching awards and the counts (each up to the cap plus one), for filters without
 * a buyer (a buyer's radar: radar-buyer.repository.ts).
 *
 * Without search filters the page walks the end-date index and the counts run beside it. With
 * them (ADR 0114, 0115) the window is first read in the page's order, up to COUNT_WALK awards,
 * keeping the matches' ids: a common filter reaches the cap there (left to choose, the planner
 * merged a broad keyword's matches in opportunity order, 21,600 buffers for "maintenance") and
 * usually fills the page too, and a short window is counted (and paged) exactly. Otherwise the
 * planner counts from the filter's own index and, when that finds fewer than the cap, its ids are
 * every match in the window, so the page is cut from them: a rare keyword's first page no longer
 * walks the window ("lighthouse": 9,644 buffers).
 */
export async function findRadarPageAndCounts(
  db: Queryable,
  filters: RadarFilters,
  page: number,
  /** The first walk's length (COUNT_WALK); tests shorten it to reach every branch with few rows. */
  walk = COUNT_WALK,
): Promise<RadarPageAndCounts> {
  if (!filters.hasSearchFilters || filters.buyerMemberIds) {
    const [pageIds, counts] = await Promise.all([
      findRadarPage(db, filters, page),
      countMatches(db, filters),
    ]);
    return { page: pageIds, counts };
  }
  const first = await walkWindowStart(db, filters, page, walk);
  return first.walked.length >= COUNTED_UP_TO
    ? commonFilter(db, filters, page, first)
    : pageAndCountsPastTheWalk(db, filters, page, walk, first);
}

/** The page cut from the first walk's matches, when they reach past it. */
function pageFromWalk(first: FirstWalk, page: number): RadarPage | undefined {
  return first.walked.length >= matchesForPage(page) ? pageOf(first.walked, page) : undefined;
}

/**
 * A common filter: the first walk reached the cap, which is its count. Its page is in the walk,
 * unless it is a page deeper than the cap (then the window is walked for it).
 */
async function commonFilter(
  db: Queryable,
  filters: RadarFilters,
  page: number,
  first: FirstWalk,
): Promise<RadarPageAndCounts> {
  return {
    page: pageFromWalk(first, page) ?? (await findRadarPage(db, filters, page)),
    counts: { inWindow: COUNTED_UP_TO, withoutEndDate: first.withoutEndDate },
  };
}

/**
 * Fewer matches than the cap in the first walk: the window's matches are counted the planner's
 * way. The page is the walk's when it is there; a commoner filter reads its page beside the count
 * (a short walk: at least one match per 100 awards); a rare one (isRare) is counted first and its
 * page cut from the matches when they are complete, so it never walks the window for them.
 */
async function pageAndCountsPastTheWalk(
  db: Queryable,
  filters: RadarFilters,
  page: number,
  walk: number,
  first: FirstWalk,
): Promise<RadarPageAndCounts> {
  const counts = (matches: WindowMatches) => ({
    inWindow: matches.inWindow,
    withoutEndDate: first.withoutEndDate,
  });
  const walkedPage = pageFromWalk(first, page);
  if (walkedPage) {
    return { page: walkedPage, counts: counts(await findWindowMatches(db, filters, first, walk)) };
  }
  if (!isRare(first.walked.length, walk)) {
    const [matches, pageIds] = await Promise.all([
      findWindowMatches(db, filters, first, walk),
      findRadarPage(db, filters, page),
    ]);
    return { page: pageIds, counts: counts(matches) };
  }
  const matches = await findWindowMatches(db, filters, first, walk);
  return {
    page: matches.every ? pageOf(matches.every, page) : await findRadarPage(db, filters, page),
    counts: counts(matches),
  };
}
