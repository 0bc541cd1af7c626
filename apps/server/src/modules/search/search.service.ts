import {
  SEARCH_PAGE_SIZE,
  type SearchAggregations,
  type SearchCountResponse,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
  type SearchSort,
} from '@wac/contract';
import { type Pool, withTransaction } from '../../db/pool';
import type { AuthUser } from '../auth/auth-context';
import { recordUsage } from '../usage/usage.service';
import { foldLedgerWhenLong } from './ledger-compaction';
import { choosePageStrategy } from './page-strategy';
import {
  compactFacetLedger,
  countMatches,
  countMatchesByFacet,
  estimateSearchableRows,
  findSearchPage,
  preferIndexOrder,
  readFacetLedger,
  resolveKeywordTsquery,
} from './search.repository';
import { buildSearchConditions, type SearchConditions } from './search-conditions';
import { countWithCache } from './search-count-cache';
import { type FacetCount, matchesFacetFilters, summariseFacetCounts } from './search-facets';
import { hasOnlyFacetFilters, toSearchFilters } from './search-filters';
import { effectiveSort, type PageStrategy } from './search-order';
import { countAlternatives, countedKeyOf, readCountedTerm } from './search-term-counts';

/** What the search service needs: the pool and whether exact counts may be cached (ADR 0023). */
export type SearchDeps = { db: Pool; isCountCacheEnabled: boolean };

/** The facet ledger is folded once it holds this many more rows than there are facet keys. */
const LEDGER_SLACK_ROWS = 2000;

/** Filters and SQL conditions of a request, with the keyword's tsquery resolved first. */
async function prepareSearch(db: Pool, query: SearchQuery) {
  const filters = toSearchFilters(query);
  const resolvedTsquery = await resolveKeywordTsquery(db, filters);
  const conditions = buildSearchConditions(filters, {
    resolvedTsquery: resolvedTsquery?.text,
  });
  return {
    filters,
    conditions,
    countedKey: countedKeyOf(filters, resolvedTsquery?.text ?? null),
    alternatives: resolvedTsquery?.alternatives ?? null,
  };
}

type PreparedSearch = Awaited<ReturnType<typeof prepareSearch>>;
type MatchSummary = { total: number; aggregations: SearchAggregations };

/**
 * Exact total and facets from running counts, without visiting the matches: facet-only searches
 * (including none at all) from the facet ledger, one counted lexeme or CPV code with facet filters
 * from the term ledger, comma alternatives among which a counted lexeme by inclusion-exclusion
 * (ADR 0049). Null when neither answers the search.
 */
async function summariseFromRunningCounts(
  db: Pool,
  { filters, countedKey, alternatives }: PreparedSearch,
): Promise<MatchSummary | null> {
  let counts: FacetCount[] | null = null;
  if (hasOnlyFacetFilters(filters)) {
    const ledger = await readFacetLedger(db);
    foldLedgerWhenLong(
      'facets',
      { ledgerRows: ledger.ledgerRows, facetKeys: ledger.counts.length },
      LEDGER_SLACK_ROWS,
      () => compactFacetLedger(db),
    );
    counts = ledger.counts;
  } else if (countedKey !== null) {
    counts = await readCountedTerm(db, countedKey);
  } else {
    counts = await countAlternatives(db, filters, alternatives);
  }
  if (!counts) return null;
  return summariseFacetCounts(
    counts.filter((count) => matchesFacetFilters(count.facet_key, filters)),
  );
}

/**
 * Exact total and facets: from running counts when they answer the search, else every match
 * counted in one pass (remembered per data version when the cache is on).
 */
async function summariseMatches(deps: SearchDeps, prepared: PreparedSearch): Promise<MatchSummary> {
  const { db } = deps;
  const running = await summariseFromRunningCounts(db, prepared);
  if (running) return running;
  const { conditions } = prepared;
  const counts = deps.isCountCacheEnabled
    ? await countWithCache(db, conditions, (client) => countMatchesByFacet(client, conditions))
    : await countMatchesByFacet(db, conditions);
  return summariseFacetCounts(counts);
}

async function readPage(
  db: Pool,
  conditions: SearchConditions,
  options: {
    sort: SearchSort;
    strategy: PageStrategy;
    offset: number;
    userId: number | null;
  },
): Promise<SearchResult[]> {
  const page = { ...options, limit: SEARCH_PAGE_SIZE };
  if (options.strategy === 'sort') return findSearchPage(db, conditions, page);
  return withTransaction(db, async (client) => {
    await preferIndexOrder(client);
    return findSearchPage(client, conditions, page);
  });
}

/**
 * GET /api/search/: the exact total and facets of the whole match set, then one page of results
 * read the cheaper way for that many matches.
 */
export async function searchOpportunities(
  deps: SearchDeps,
  query: SearchQuery,
  user: AuthUser | null,
): Promise<SearchResponse> {
  const { db } = deps;
  // Pages after the first count against a free account's daily actions (ADR 0031).
  if (query.page > 1) await recordUsage({ db }, user, 'search_page');
  const prepared = await prepareSearch(db, query);
  const { filters, conditions } = prepared;
  const hasTextKeyword = conditions.tsquery !== null;
  const sort = effectiveSort(query.sort, hasTextKeyword);
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  const [summary, searchableRows] = await Promise.all([
    summariseMatches(deps, prepared),
    estimateSearchableRows(db),
  ]);
  const strategy = choosePageStrategy({
    sort,
    filters,
    hasTextKeyword,
    total: summary.total,
    searchableRows,
    offset,
    limit: SEARCH_PAGE_SIZE,
  });
  const results =
    offset < summary.total
      ? await readPage(db, conditions, { sort, strategy, offset, userId: user?.id ?? null })
      : [];
  return {
    results,
    total: summary.total,
    page: query.page,
    page_size: SEARCH_PAGE_SIZE,
    sort,
    aggregations: summary.aggregations,
  };
}

/**
 * GET /api/search/?count_only=true: the exact total only (the floating bar's live count). With
 * the cache on, the facets are counted too and remembered, so applying the same filters next
 * finds them ready.
 */
export async function countSearchMatches(
  deps: SearchDeps,
  query: SearchQuery,
): Promise<SearchCountResponse> {
  const { db } = deps;
  const prepared = await prepareSearch(db, query);
  if (deps.isCountCacheEnabled) return { total: (await summariseMatches(deps, prepared)).total };
  const running = await summariseFromRunningCounts(db, prepared);
  return { total: running ? running.total : await countMatches(db, prepared.conditions) };
}
