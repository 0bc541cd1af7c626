import type { RankPlan } from './relevance-plan';

/**
 * What each way of ranking a Best Match page costs, in estimated backend microseconds worked out
 * from counts (matches, cells probed, rows read, statements), never from the clock: the same
 * search makes the same choice on a busy machine as on a quiet one (ADR 0120).
 *
 * Measured on the 1,000,000 bench rows (backend CPU from /proc, EXPLAIN (ANALYZE, BUFFERS)):
 * scoring every match reads each match and its tokens (about 5 us) and works out each
 * alternative's word levels (about 10 us a call through `search_rank_levels`; read inline since
 * ADR 0270, about 6 us a row at load 20, not yet re-priced here), plus the sort and the
 * open/recency terms; the walk probes cells (an index intersection, about 10 us when empty),
 * reads candidate rows by key with the filters (13-25 us each) and pays a statement per
 * batch.
 */

/** Per match scored, besides its alternatives' levels. */
export const SCORED_ROW_US = 15;
/** Per match and alternative: reading its words' levels (`rankLevelsSql`). */
export const SCORED_LEVELS_US = 10;
/** Per cell the walk probes. */
export const WALK_CELL_US = 10;
/** Per candidate row the walk reads (by key, filters tested, scored). */
export const WALK_ROW_US = 20;
/** Per statement the walk sends (one per batch and alternative). */
export const WALK_STATEMENT_US = 500;
/**
 * What any walk pays before its first cell: the release span, the oldest open release, its
 * transaction and the check of its page against the search's conditions (on the search page
 * the cards' own read since ADR 0338; the price was left as it was, so every search still
 * chooses the strategy it chose before).
 */
export const WALK_FIXED_US = 5_000;

/**
 * The share of its budget a walk of several words may spend before it has found a page of rows
 * (ADR 0252). Their cells pair a level of each of two words: words each common but rare together
 * leave nearly every cell empty, and the walk probed thousands of them for nothing before giving
 * up, so such searches cost about twice what scoring their matches costs (issue 36). A walk that
 * pays finds its first page in its first few hundred cells ("road repair": 129 rows in 1,020
 * cells), well within a quarter; one that finds none by then gives up four times sooner.
 */
export const MULTI_WORD_WALK_SHARE = 0.25;

/** Scoring every one of `total` matches of `plan`. */
export function scoreEveryMatchCostUs(plan: RankPlan, total: number): number {
  return total * (SCORED_ROW_US + SCORED_LEVELS_US * Math.max(1, plan.alternatives.length));
}

/** Whether an alternative of the plan has several words: its walk's cells pair two of them. */
export function isMultiWordPlan(plan: RankPlan): boolean {
  return plan.alternatives.some((alternative) => alternative.lexemes.length > 1);
}

/**
 * What a walk may spend of `budgetUs`: all of it, except a walk of several words that has not
 * yet found a page of rows (`hasPage`), which may spend `MULTI_WORD_WALK_SHARE` (ADR 0252).
 */
export function walkAllowanceUs(plan: RankPlan, budgetUs: number, hasPage: boolean): number {
  return isMultiWordPlan(plan) && !hasPage ? budgetUs * MULTI_WORD_WALK_SHARE : budgetUs;
}

/**
 * Whether a walk with `budgetUs` can afford its first statement and one cell. One that cannot
 * gives up before reading a cell, after its release span, oldest open release and transaction
 * (ADR 0303): below about 880 matches of several words, a quarter of scoring's cost is less
 * than a walk's fixed cost, so such searches are scored outright.
 */
export function canWalkStart(plan: RankPlan, budgetUs: number): boolean {
  const first = walkCostUs({ cells: 0, rowsRead: 0, statements: 1 });
  return walkAllowanceUs(plan, budgetUs, false) - first >= WALK_CELL_US;
}

/** What a walk has spent so far. */
export function walkCostUs(spent: { cells: number; rowsRead: number; statements: number }): number {
  return (
    WALK_FIXED_US +
    spent.cells * WALK_CELL_US +
    spent.rowsRead * WALK_ROW_US +
    spent.statements * WALK_STATEMENT_US
  );
}
