import {
  SEARCH_PAGE_SIZE,
  type SearchCountResponse,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@wac/contract';
import { type Pool, type PoolClient, withTransaction } from '../../db/pool';
import type { AuthUser } from '../../http/auth-context';
import { estimateKeywordMatches, lexemeFigures } from './keyword-match-estimate';
import { parseKeywordTerms } from './keyword-terms';
import { choosePageStrategy, pageStrategyCosts } from './page-strategy';
import { rankPage } from './relevance/relevance-ranking';
import {
  countMatches,
  countMatchesByFacet,
  estimateSearchableRows,
  PREFER_INDEX_ORDER,
  resolveKeywordTsquery,
} from './search.repository';
import {
  buildSearchConditions,
  cpvLevelPrefix,
  type ExclusionMode,
  type SearchConditions,
} from './search-conditions';
import { clockFreeCacheKeyOf, countWithCacheAt } from './search-count-cache';
import { readPageCacheState } from './search-count-cache.repository';
import type { SearchCountsMemo } from './search-counts-memo';
import { type FacetCount, type MatchSummary, summariseFacetCounts } from './search-facets';
import { type SearchFilters, toSearchFilters } from './search-filters';
import { searchSort } from './search-order';
import { findSearchPage, type MatchCriteria } from './search-page.repository';
import type { SearchPageCache } from './search-page-cache';
import { readCachedPage } from './search-page-cached';
import {
  countFromRunningCounts,
  planRunningCounts,
  runRunningCounts,
} from './search-running-counts';
import { describeSearchWords } from './search-words-feedback';
import { shareBetween, sortKeyDistributions } from './sort-key-distribution';
import { chooseSortKeyWindow } from './sort-key-window';

/**
 * What the search service needs: the pool, whether exact counts may be cached (ADR 0023), the
 * process's result-page cache when it has one (ADR 0110), and its counts memo (ADR 0117).
 */
export type SearchDeps = {
  db: Pool;
  isCountCacheEnabled: boolean;
  pageCache?: SearchPageCache;
  countsMemo?: SearchCountsMemo;
};

/**
 * Filters and SQL conditions of a request, with the keyword's tsqueries resolved first, and the
 * one instant ("now") the status filter, the count and every card's status are taken at.
 */
export async function prepareSearch(db: Pool, query: SearchQuery) {
  const filters = toSearchFilters(query);
  const hasValueFilter = filters.valueFrom !== undefined || filters.valueTo !== undefined;
  const [resolved, valueRangeShare, figures] = await Promise.all([
    resolveKeywordTsquery(db, filters),
    hasValueFilter ? shareOfValueRange(db, filters) : undefined,
    hasValueFilter ? lexemeFigures(db) : null,
  ]);
  // With the statistics, a keyword they cannot size counts as large (keeps the indexed range).
  const keywordMatches =
    figures && resolved?.text
      ? (estimateKeywordMatches(resolved.text, figures) ?? Number.POSITIVE_INFINITY)
      : undefined;
  const now = new Date();
  const conditionsFor = (variant: SearchFilters, exclusionMode?: ExclusionMode) =>
    buildSearchConditions(variant, {
      resolved: resolved ?? undefined,
      now,
      exclusionMode,
      valueRangeShare,
      keywordMatches,
    });
  return { filters, resolved, now, conditionsFor, conditions: conditionsFor(filters) };
}

export type PreparedSearch = Awaited<ReturnType<typeof prepareSearch>>;

/**
 * The share of all rows inside the value filter's range, from the value's figures (read once per
 * pool every few minutes); undefined without figures. With a keyword, a wide range is tested on
 * the keyword's candidates rather than read from an index (ADR 0131).
 */
async function shareOfValueRange(db: Pool, filters: SearchFilters): Promise<number | undefined> {
  const distribution = (await sortKeyDistributions(db)).get('search_value');
  if (!distribution) return undefined;
  return shareBetween(distribution, filters.valueFrom ?? null, filters.valueTo ?? null);
}

/**
 * Whether a search's counts may come from the counts memo (ADR 0117): with the count cache on,
 * for a search that does not read the clock (the clock's searches are keyed by next deadlines,
 * which the count cache's own path reads).
 */
function usesCountsMemo(deps: SearchDeps, conditions: SearchConditions): boolean {
  return deps.isCountCacheEnabled && !conditions.clock && deps.countsMemo !== undefined;
}

/**
 * Exact total and facets: from running counts when they answer the search with one read
 * (search-running-counts.ts); else, with the cache on, from the count cache, filled by the
 * running counts' sum (comma alternatives, exclusions, the clock: several counts of their own)
 * or by counting every match in one pass; with the cache off, counted now. `knownVersion`: the
 * data version this request has read already (the page cache's state); with the cache on, a
 * search counted at that version by this process is taken from its counts memo (ADR 0117).
 */
export async function summariseMatches(
  deps: SearchDeps,
  prepared: PreparedSearch,
  knownVersion: string | null = null,
): Promise<MatchSummary> {
  const { db } = deps;
  const { conditions } = prepared;
  const memo = usesCountsMemo(deps, conditions) ? deps.countsMemo : undefined;
  const memoKey = memo ? clockFreeCacheKeyOf(conditions) : null;
  const remembered = memoKey && knownVersion ? memo?.read(memoKey, knownVersion) : null;
  if (remembered) return remembered;
  // Kept summarised (ADR 0135): a repeat of the search serves the same summary.
  const summarise = (version: string | null, counts: readonly FacetCount[]) =>
    memo && memoKey && version !== null
      ? memo.store(memoKey, version, counts)
      : summariseFacetCounts(counts);
  const plan = planRunningCounts(db, prepared, { isCountCacheEnabled: deps.isCountCacheEnabled });
  const readsOnce = plan !== null && (!plan.needsSnapshot || !deps.isCountCacheEnabled);
  if (readsOnce) {
    // The plan made above, run as it is (a snapshot's several reads give no version to keep).
    const counts = await runRunningCounts(db, plan);
    if (counts) return summarise(plan.readVersion(), counts);
  }
  const running = readsOnce ? null : plan;
  // Remembered per data version (ADR 0023): a repeated search with alternatives or exclusions
  // reads one cache row instead of its intersections (ADR 0109).
  const countNow = async (client: PoolClient) =>
    (running ? await running.count(client) : null) ?? countMatchesByFacet(client, conditions);
  if (!deps.isCountCacheEnabled)
    return summariseFacetCounts(await countMatchesByFacet(db, conditions));
  const { counts, version } = await countWithCacheAt(db, conditions, countNow, {
    countsInOneStatement: !running,
  });
  return summarise(version, counts);
}

/** The CPV codes and regions searched for, which each card reports back when it holds them. */
function matchCriteria(filters: SearchFilters): MatchCriteria {
  const includeSubCpv = filters.includeSubCpv ?? true;
  const typedCodes = parseKeywordTerms(filters.keywords).flatMap((term) =>
    term.kind === 'cpv' ? [term.code] : [],
  );
  const codes = [...new Set([...(filters.cpvCodes ?? []), ...typedCodes])];
  return {
    cpv: codes.map((code) => ({ code, level: includeSubCpv ? cpvLevelPrefix(code) : code })),
    regions: filters.regions ?? [],
  };
}

async function readPage(
  db: Pool,
  conditions: SearchConditions,
  options: Parameters<typeof findSearchPage>[2],
): Promise<SearchResult[]> {
  if (options.strategy === 'sort') return findSearchPage(db, conditions, options);
  // The settings go with BEGIN: one round trip fewer on the busiest request (ADR 0109).
  return withTransaction(
    db,
    (client) => findSearchPage(client, conditions, options),
    'READ COMMITTED',
    PREFER_INDEX_ORDER,
  );
}

type PageOptions = Parameters<typeof findSearchPage>[2];

/**
 * One page in the requested order. Best Match ranks its page first (relevance-ranking.ts, ADR
 * 0080) and then reads the cards of those rows; every other sort reads its page by its index or
 * by sorting the matches, as before.
 */
async function readSortedPage(
  deps: SearchDeps & { cacheState: PageCacheState | null },
  prepared: PreparedSearch,
  options: Omit<PageOptions, 'ranked'> & { total: number },
): Promise<SearchResult[]> {
  const { db, pageCache, cacheState } = deps;
  const { total, ...pageOptions } = options;
  if (options.sort !== 'relevance') {
    if (pageCache && cacheState) {
      return readCachedPage({ db, pageCache, ...cacheState }, prepared.conditions, pageOptions);
    }
    return readPage(db, prepared.conditions, pageOptions);
  }
  const { filters, resolved, conditions, conditionsFor, now } = prepared;
  const ranked = await rankPage(
    db,
    { filters, exclusion: resolved?.exclusion ?? null, conditions, conditionsFor, now },
    { offset: options.offset, limit: options.limit, total },
  );
  if (ranked === null) return readPage(db, conditions, pageOptions);
  return findSearchPage(db, conditions, {
    ...pageOptions,
    ranked: new Map(ranked.rows.map((row) => [row.id, row.score])),
  });
}

type PageCacheState = Awaited<ReturnType<typeof readPageCacheState>>;

/**
 * The offsets (days) at which a page compares with the clock: its conditions' (status, deadline
 * windows), and the deadline sort's "still ahead" (offset 0).
 */
function clockOffsets(prepared: PreparedSearch, sort: string): number[] {
  const offsets = [...(prepared.conditions.clock?.offsetsDays ?? [])];
  if (sort === 'deadline_date-asc' && !offsets.includes(0)) offsets.push(0);
  return offsets;
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
  const prepared = await prepareSearch(db, query);
  const { filters, conditions, now } = prepared;
  const hasTextKeyword = conditions.tsquery !== null;
  const sort = searchSort(query.sort, filters.keywords, hasTextKeyword);
  const offset = (query.page - 1) * SEARCH_PAGE_SIZE;
  // With the page cache, the row estimate comes with the data version and the next deadlines
  // the cache keys a page by, in the same round trip; read first when the version is what the
  // counts memo finds a repeated search's counts by (ADR 0117: one round trip for a repeat).
  // A search the memo does not keep (one that reads the clock) counts beside it (ADR 0124).
  const readingState = deps.pageCache
    ? readPageCacheState(db, now, clockOffsets(prepared, sort))
    : Promise.resolve(null);
  const [cacheState, summary] = usesCountsMemo(deps, conditions)
    ? await readingState.then(
        async (state) =>
          [state, await summariseMatches(deps, prepared, state?.version ?? null)] as const,
      )
    : await Promise.all([readingState, summariseMatches(deps, prepared)]);
  const searchableRows = cacheState?.searchableRows ?? (await estimateSearchableRows(db));
  const pageShape = {
    sort,
    filters,
    hasTextKeyword,
    total: summary.total,
    searchableRows,
    offset,
    limit: SEARCH_PAGE_SIZE,
  };
  // A keyword search sorted by an indexed key reads its page through a window of that key when
  // the window is cheaper than every match (ADR 0122); its matches are then sorted, not walked.
  const window = hasTextKeyword
    ? chooseSortKeyWindow({
        ...pageShape,
        unwindowedCost: Math.min(...Object.values(pageStrategyCosts(pageShape))),
        readsClock: conditions.clock !== null,
        distributions: await sortKeyDistributions(db),
      })
    : null;
  const strategy = window ? 'sort' : choosePageStrategy(pageShape);
  const results =
    offset < summary.total
      ? await readSortedPage({ ...deps, cacheState }, prepared, {
          sort,
          strategy,
          offset,
          limit: SEARCH_PAGE_SIZE,
          userId: user?.id ?? null,
          now,
          criteria: matchCriteria(filters),
          total: summary.total,
          window,
        })
      : [];
  // Only a search with few results looks for a correction: every other search pays nothing.
  const feedback = await describeSearchWords(db, {
    query,
    total: summary.total,
    sort,
    hasTextKeyword,
    isStopWordsOnly: prepared.resolved?.text === '',
    countResults: async (corrected) =>
      (await summariseMatches(deps, await prepareSearch(db, { ...query, q: corrected }))).total,
  });
  return {
    results,
    total: summary.total,
    page: query.page,
    page_size: SEARCH_PAGE_SIZE,
    sort,
    aggregations: summary.aggregations,
    ...feedback,
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
  const running = await countFromRunningCounts(db, prepared);
  return {
    total: running
      ? summariseFacetCounts(running).total
      : await countMatches(db, prepared.conditions),
  };
}
