import { type Pool, withTransaction } from '../../../db/pool';
import type { SearchFilters } from '../match/search-filters';
import type { SearchConditions } from '../match/search-sql';
import { findRowsOutsideConditions, type RankedRow, scoreEveryMatch } from './relevance.repository';
import { canWalkStart, scoreEveryMatchCostUs, walkCostUs } from './relevance-cost';
import { buildRankPlan, type RankPlan } from './relevance-plan';
import { walkRankTokens } from './relevance-walk';

/**
 * Best Match pages (issue 18, ADR 0080). The exact total is known first (search.service.ts).
 * Scoring every match is one statement whose cost grows with the matches; walking the rank
 * tokens (relevance-walk.ts) costs what its cells and candidates cost, which depends on how the
 * matches spread over them. The choice is made on estimated cost (relevance-cost.ts, ADR 0120):
 * score outright when that is cheaper than any walk; otherwise walk, with a budget of what
 * scoring every match would cost, and score every match if the walk spends it (at most about
 * twice the cheaper way). Both score with the same SQL, so both give the same order.
 */

/**
 * With a WAC ID or CPV code typed among the alternatives no walk is possible: up to this many
 * matches every match is scored, beyond it `ts_rank` orders them.
 */
export const SCORE_EVERY_MATCH_LIMIT = 5_000;
/**
 * Up to this many matches every match is scored in one backend, without parallel workers (ADR 0271;
 * through a marker in the statement since ADR 0359, not a transaction's SET LOCAL). The planner
 * sizes a rare word from the words index's statistics (about 3,900 rows at 1,000,000 for any word
 * they do not list), so it planned two workers to score 300 matches: their start-up cost more than
 * the scoring and took the other core. Beyond this the workers may pay, as ADR 0109 found for
 * counts.
 */
export const SERIAL_SCORING_LIMIT = 5_000;
/**
 * The walk's opening, sent with BEGIN (ADR 0305): token by token through the rank index, then
 * each row by its key, with no plan reading the whole table or a whole word's rows.
 */
const WALK_PLAN = 'SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off';
/**
 * - `score every match`: every match scored in one statement: few matches, a walk that cost
 *   more than that would, or a WAC ID / CPV code among a few thousand matches.
 * - `walk tokens`: the exact top rows from the rank tokens, read cell by cell (relevance-walk.ts,
 *   ADR 0100), within a budget of what scoring every match costs.
 * - `text rank`: many matches with a WAC ID or CPV code typed among the alternatives (rows may
 *   match without any word, so no token lists them): `ts_rank` over every match (ADR 0080).
 */
export type RankStrategy = 'score every match' | 'walk tokens' | 'text rank';

/**
 * `walkOverBudget`: a walk was tried first and cost what scoring every match costs.
 * `isUnchecked`: a walked page not yet checked against the search's conditions, left to the
 * caller's read of it (`checkedByReader`).
 */
export type RankedPage = {
  rows: RankedRow[];
  strategy: RankStrategy;
  isExact: boolean;
  walkOverBudget?: boolean;
  isUnchecked?: boolean;
};

export function chooseRankStrategy(plan: RankPlan, total: number): RankStrategy {
  if (plan.hasOtherAlternatives || plan.alternatives.length === 0) {
    return total <= SCORE_EVERY_MATCH_LIMIT ? 'score every match' : 'text rank';
  }
  // A walk's first statement costs this much before it has read a cell.
  const leastWalk = walkCostUs({ cells: 0, rowsRead: 0, statements: 1 });
  const scoringUs = scoreEveryMatchCostUs(plan, total);
  if (scoringUs <= leastWalk) return 'score every match';
  // A walk whose budget (scoring's cost) cannot pay for its first cell gives up at once, after
  // reading what every walk reads first (ADR 0303): score outright, the page the walk's
  // give-up would have scored.
  return canWalkStart(plan, scoringUs) ? 'walk tokens' : 'score every match';
}

/** The search's filters without its keyword box: what the walk applies besides the words. */
function withoutKeywords(filters: SearchFilters): SearchFilters {
  return { ...filters, keywords: undefined };
}

/**
 * One page of a Best Match ranking, or null when the search keeps the `ts_rank` order (`text
 * rank`, read by the ordinary page query). `conditionsFor` builds a variant's conditions with the
 * same keyword resolution and clock as `conditions`.
 */
export async function rankPage(
  pool: Pool,
  search: {
    filters: SearchFilters;
    exclusion: string | null;
    conditions: SearchConditions;
    conditionsFor: (filters: SearchFilters) => SearchConditions;
    now: Date;
    /** The plan when the caller began reading it already (beside the count, ADR 0272). */
    plan?: Promise<RankPlan>;
  },
  page: {
    offset: number;
    limit: number;
    total: number;
    strategy?: RankStrategy;
    /**
     * The caller reads the page through the search's conditions and ranks again by scoring
     * when a row is missing from its read (ADR 0338), so a walked page is not checked here.
     */
    checkedByReader?: boolean;
  },
): Promise<RankedPage | null> {
  const { filters, conditions, now } = search;
  const plan = await (search.plan ?? buildRankPlan(pool, filters.keywords, search.exclusion));
  // A strategy forced by the caller (tests comparing the two) is followed without a budget.
  const strategy = page.strategy ?? chooseRankStrategy(plan, page.total);
  const budgetUs = page.strategy ? undefined : scoreEveryMatchCostUs(plan, page.total);
  const scoreAll = async (): Promise<RankedPage> => ({
    rows: await scoreEveryMatch(pool, {
      plan,
      conditions,
      offset: page.offset,
      limit: page.limit,
      now,
      isSerial: page.total <= SERIAL_SCORING_LIMIT,
    }),
    strategy: 'score every match',
    isExact: true,
  });
  if (strategy === 'text rank') return null;
  if (strategy === 'score every match') return scoreAll();
  // A page past the last match: a walk would read every cell looking for rows that do not exist.
  if (page.offset >= page.total) return { rows: [], strategy, isExact: true };
  const need = page.offset + page.limit;
  const walked = await withTransaction(
    pool,
    (client) =>
      walkRankTokens(client, {
        plan,
        filters: search.conditionsFor(withoutKeywords(filters)),
        need,
        now,
        budgetUs,
      }),
    'REPEATABLE READ READ ONLY',
    WALK_PLAN,
  );
  if (walked.overBudget) return { ...(await scoreAll()), walkOverBudget: true };
  const rows = walked.rows.slice(page.offset, need);
  if (page.checkedByReader) return { rows, strategy, isExact: walked.isExact, isUnchecked: true };
  // The page is checked against the search's own conditions: a word's hash shared by another
  // word (about 1 in 3 x 10^8) must never show a row that does not match.
  const outside = await findRowsOutsideConditions(
    pool,
    conditions,
    rows.map((row) => row.id),
  );
  if (outside.length > 0) return scoreAll();
  return { rows, strategy, isExact: walked.isExact };
}
