import type { CarriedIdsTest } from './document-match';
import { FILTER_NAMES, FILTERS, type FilterSqlContext, type PlannerHints } from './filter-registry';
import { keywordCondition } from './keyword-condition';
import type { SearchFilters } from './search-filters';
import {
  bindClock,
  type ExclusionMode,
  type ResolvedKeyword,
  type SearchConditions,
  SqlParams,
} from './search-sql';

export type MatchOptions = {
  alias?: string;
  /** The number of parameters already in the surrounding statement. */
  firstParam?: number;
  /**
   * The keyword's tsqueries, resolved beforehand (keyword-resolution.ts): constants the planner
   * can estimate, with phrases answered from the lexeme pairs. Without them the tsqueries are
   * built inside the query (correct, slower).
   */
  resolved?: ResolvedKeyword;
  /** The instant the status filter and deadline windows compare with; default: now. */
  now?: Date;
  exclusionMode?: ExclusionMode;
  /**
   * How the documents' ids found beforehand (ResolvedKeyword.documentIds) are tested: behind an
   * InitPlan (a count, the default), or, on a page, shown to the planner or hashed
   * (document-match.ts, ADRs 0296 and 0333).
   */
  documentIdsTest?: CarriedIdsTest;
  /**
   * The planner's hints (page/planner-hints.ts), from whether the keyword has a tsquery: they
   * change how Postgres finds the rows, never which rows match.
   */
  hints: (match: { hasTsquery: boolean }) => PlannerHints;
};

/**
 * Turns search filters into one SQL condition over `opportunity_search` (aliased `alias`): the
 * single definition of what a search matches, each filter's part from the filter registry
 * (filter-registry.ts), in its order. The search API and the alert matcher both use it (through
 * ../search-conditions.ts, which adds the planner's hints). Every value is a bind parameter, so
 * any input is only ever data.
 */
export function buildMatchConditions(
  filters: SearchFilters,
  options: MatchOptions,
): SearchConditions {
  const alias = options.alias ?? 's';
  const params = new SqlParams(options.firstParam ?? 0);
  const clock = bindClock(params, options.now ?? new Date());
  const keyword = keywordCondition(
    alias,
    filters,
    {
      includeSubCpv: filters.includeSubCpv ?? true,
      resolved: options.resolved,
      exclusionMode: options.exclusionMode ?? 'exclude',
      documentIdsTest: options.documentIdsTest,
    },
    params,
  );
  const context: FilterSqlContext = {
    alias,
    filters,
    params,
    clock,
    keyword,
    hints: options.hints({ hasTsquery: keyword.tsquery !== null }),
    valueRange: null,
  };
  const conditions = FILTER_NAMES.flatMap((name) => FILTERS[name].sql(context));
  return {
    where: conditions.length > 0 ? conditions.join('\n   AND ') : 'TRUE',
    tsquery: keyword.tsquery,
    highlight: keyword.highlight,
    clock: clock.clock,
    valueRange: context.valueRange,
    params,
  };
}
