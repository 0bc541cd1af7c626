import type { PlannerHints } from '../match/filter-registry';
import type { SearchFilters } from '../match/search-filters';

/**
 * A value range holding at least this share of all rows is, with a keyword, tested on the
 * keyword's candidates rather than read from a value index (ADR 0131): the planner ANDs the
 * keyword's GIN bitmap with the range's btree bitmap (389k entries for `value_from=500000`,
 * 20-30 ms of a 35-55 ms count at 1M rows) where testing the 5k-40k candidates costs a few ms.
 * A narrow range stays indexed: its few entries spare the heap visits of most candidates.
 */
export const WIDE_VALUE_RANGE_SHARE = 0.2;

/**
 * ...but only for a keyword of fewer matches than this (estimated, keyword-match-estimate.ts):
 * each candidate is one heap visit, and from about 25,000-38,000 matches ANDing the range's
 * entries spares more visits than reading them costs (ADR 0133's figures: 18,099 matches
 * 37 -> 24 ms on the candidates, 38,767 matches 40 -> 48 ms, 176,000 matches 126 -> 168 ms).
 */
export const WIDE_VALUE_RANGE_MAX_CANDIDATES = 30_000;

/** Whether a search's value range is tested on the keyword's candidates (ADR 0131). */
export function testsValueRangeOnCandidates(
  hasKeyword: boolean,
  valueRangeShare: number | undefined,
  keywordMatches: number | undefined,
): boolean {
  return (
    hasKeyword &&
    (valueRangeShare ?? 0) >= WIDE_VALUE_RANGE_SHARE &&
    (keywordMatches ?? 0) < WIDE_VALUE_RANGE_MAX_CANDIDATES
  );
}

/**
 * The planner's hints for a search (ADR 0180: they live with the page, out of the definition of a
 * match). `figures`: the value range's share of all rows and the keyword's estimated matches,
 * when the request read them (search.service.ts prepareSearch).
 */
export function plannerHintsFor(
  filters: SearchFilters,
  figures: { valueRangeShare?: number; keywordMatches?: number } = {},
) {
  return ({ hasTsquery }: { hasTsquery: boolean }): PlannerHints => {
    // Which facet tokens (migration 0012) to offer the planner. Stage, category and source tokens
    // each list a third to a half of all rows: with a keyword or CPV codes, whose own index finds
    // the candidates, intersecting those long lists costs more than testing the candidates' facet
    // bits (two words and four filters: 54 ms to read the lists, against 26 ms for the keyword),
    // and Postgres's GIN costing does not see it. A region token is shorter and worth offering
    // with a keyword ("maintenance" in one region: the intersection halves the rows visited).
    // With one region and nothing else to find candidates by, that region's partial index
    // (migration 0016) counts and walks best.
    const hasOwnIndex = hasTsquery || Boolean(filters.cpvCodes?.length);
    const isOneRegionOnly = filters.regions?.length === 1 && !hasOwnIndex;
    return {
      facetTokens: { forFacets: !hasOwnIndex && !isOneRegionOnly, forRegions: !isOneRegionOnly },
      valueRangeOnCandidates: testsValueRangeOnCandidates(
        hasTsquery,
        figures.valueRangeShare,
        figures.keywordMatches,
      ),
    };
  };
}
