import { buildMatchConditions, type MatchOptions } from './match/search-conditions';
import type { SearchFilters } from './match/search-filters';
import type { SearchConditions } from './match/search-sql';
import { plannerHintsFor } from './page/planner-hints';

export type { ResolvedKeyword, SearchConditions } from './match/search-sql';
export { cpvLevelPrefix } from './match/search-sql';

/**
 * A search's SQL condition as every caller uses it (the search API, alerts, radar, organisations):
 * the definition of a match (match/search-conditions.ts) with the planner's hints for it
 * (page/planner-hints.ts). Only this file, above both rooms, joins them (ADR 0180).
 */
export function buildSearchConditions(
  filters: SearchFilters,
  options: Omit<MatchOptions, 'hints'> & {
    /**
     * The share of all rows inside the value filter's range (page/sort-key-distribution.ts),
     * when known: with a keyword, a wide range is tested on the keyword's candidates (ADR 0131).
     */
    valueRangeShare?: number;
    /** The keyword's estimated matches, when known: a large keyword keeps the indexed range. */
    keywordMatches?: number;
  } = {},
): SearchConditions {
  const { valueRangeShare, keywordMatches, ...matchOptions } = options;
  return buildMatchConditions(filters, {
    ...matchOptions,
    hints: plannerHintsFor(filters, { valueRangeShare, keywordMatches }),
  });
}
