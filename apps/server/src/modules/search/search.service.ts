import {
  type LifecycleStageCounts,
  SEARCH_PAGE_SIZE,
  type SearchCountResponse,
  type SearchQuery,
  type SearchResponse,
  type SearchResult,
} from '@wac/contract';

import type { AuthUser } from '../../http/auth-context';
import { type CountDeps, countMatches, countTotal, usesCountsMemo } from './count/count-matches';
import { countByLifecycleStage, withoutLifecycleStages } from './count/lifecycle-stage-counts';
import { readPageCacheState } from './count/search-count-cache.repository';
import { findDocumentMatches } from './page/document-hits';
import { estimateSearchableRows } from './page/planner-settings';
import {
  choosePageRead,
  clockOffsets,
  matchCriteria,
  type PageCacheState,
  readPage,
  readUnrankedPage,
} from './page/read-page';
import { searchSort } from './page/search-order';
import { findSearchPage, type SearchPageOptions } from './page/search-page.repository';
import type { SearchPageCache } from './page/search-page-cache';
import { buildRankPlan, type RankPlan } from './relevance/relevance-plan';
import { type RankedPage, rankPage } from './relevance/relevance-ranking';
import { type PreparedSearch, prepareSearch } from './search-prepare';
import { describeSearchWords } from './search-words-feedback';

export { type PreparedSearch, prepareSearch } from './search-prepare';

/**
 * What the search service needs: the pool, whether exact counts may be cached (ADR 0023), the
 * process's result-page cache when it has one (ADR 0110), and its counts memo (ADR 0117).
 */
export type SearchDeps = CountDeps & { pageCache?: SearchPageCache };

/** A search's exact total and facets (count/count-matches.ts, the one way to count). */
export const summariseMatches = countMatches;

/**
 * One page in the requested order. Best Match ranks its page first (relevance-ranking.ts, ADR
 * 0080) and then reads the cards of those rows; every other sort reads its page by its index or
 * by sorting the matches (page/read-page.ts).
 */
async function readSortedPage(
  deps: SearchDeps & { cacheState: PageCacheState | null },
  prepared: PreparedSearch,
  options: SearchPageOptions & { total: number },
  rankPlan?: Promise<RankPlan>,
): Promise<SearchResult[]> {
  const { total, ...pageOptions } = options;
  if (options.sort !== 'relevance') {
    return readUnrankedPage(deps, prepared.pageConditions(options.strategy), pageOptions);
  }
  const { db } = deps;
  const { filters, resolved, conditions, conditionsFor, now } = prepared;
  // Best Match's rank tokens hold the notices' words only: a row matched by its documents alone
  // would never be ranked, so "with documents" takes Postgres's text rank (ADR 0240).
  if (filters.includeDocuments)
    return readPage(db, prepared.pageConditions(options.strategy), pageOptions);
  const search = {
    filters,
    exclusion: resolved?.exclusion ?? null,
    conditions,
    conditionsFor,
    now,
    plan: rankPlan,
  };
  const page = { offset: options.offset, limit: options.limit, total };
  const ranked = await rankPage(db, search, { ...page, checkedByReader: true });
  if (ranked === null) return readPage(db, conditions, pageOptions);
  const readRanked = (rows: RankedPage['rows']) =>
    findSearchPage(db, conditions, {
      ...pageOptions,
      ranked: new Map(rows.map((row) => [row.id, row.score])),
    });
  const results = await readRanked(ranked.rows);
  // A walked page is checked by this read, which reads each ranked row through the search's
  // conditions (ADR 0338): a row it leaves out (a word's hash shared by another word, about 1
  // in 3 x 10^8) means the walk cannot be trusted, and every match is scored instead.
  if (!ranked.isUnchecked || results.length === ranked.rows.length) return results;
  const scored = await rankPage(db, search, { ...page, strategy: 'score every match' });
  return readRanked(scored?.rows ?? []);
}

/**
 * The page cache's state and the exact count. The state comes with the row estimate, the data
 * version and the next deadlines the cache keys a page by, in one round trip; it is read first
 * when the version is what the counts memo finds a repeated search's counts by (ADR 0117: one
 * round trip for a repeat). A search the memo does not keep (one that reads the clock) counts
 * beside it (ADR 0124).
 */
async function countBesideState(
  deps: SearchDeps,
  prepared: PreparedSearch,
  readingState: Promise<PageCacheState | null>,
) {
  if (!usesCountsMemo(deps, prepared.conditions)) {
    return Promise.all([readingState, countMatches(deps, prepared)]);
  }
  const state = await readingState;
  return [state, await countMatches(deps, prepared, state?.version ?? null)] as const;
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
  // Best Match's words and their rarity do not depend on the count: read beside it (ADR 0272).
  // Marked handled here, so a failed count leaves no rejection behind; awaited it still throws.
  const rankPlan =
    sort === 'relevance' && !filters.includeDocuments
      ? buildRankPlan(db, filters.keywords, prepared.resolved?.exclusion ?? null)
      : undefined;
  rankPlan?.catch(() => undefined);
  const readingState = deps.pageCache
    ? readPageCacheState(db, now, clockOffsets(conditions, sort))
    : Promise.resolve(null);
  const [cacheState, summary] = await countBesideState(deps, prepared, readingState);
  const total = summary.total;
  const searchableRows = cacheState?.searchableRows ?? (await estimateSearchableRows(db));
  const limit = SEARCH_PAGE_SIZE;
  const read = await choosePageRead(db, {
    ...{ sort, filters, hasTextKeyword, total, searchableRows, offset, limit },
    readsClock: conditions.clock !== null,
  });
  const results =
    offset < total
      ? await readSortedPage(
          { ...deps, cacheState },
          prepared,
          {
            ...{ sort, offset, limit, now, total, ...read },
            userId: user?.id ?? null,
            criteria: matchCriteria(filters),
          },
          rankPlan,
        )
      : [];
  await addDocumentMatches(deps, prepared, results);
  // Only a search with few results looks for a correction: every other search pays nothing.
  const feedback = await describeSearchWords(db, {
    query,
    total,
    sort,
    hasTextKeyword,
    isStopWordsOnly: prepared.resolved?.text === '',
    countResults: async (corrected) =>
      (await countMatches(deps, await prepareSearch(db, { ...query, q: corrected }))).total,
  });
  return {
    results,
    total,
    page: query.page,
    page_size: SEARCH_PAGE_SIZE,
    sort,
    aggregations: summary.aggregations,
    ...feedback,
  };
}

/** GET /api/search/lifecycle-stages/: the stage facet of a search (its stage choice left out). */
export async function countSearchLifecycleStages(
  deps: SearchDeps,
  query: SearchQuery,
): Promise<LifecycleStageCounts> {
  const prepared = await prepareSearch(deps.db, query);
  return countByLifecycleStage(
    deps.db,
    prepared.conditionsFor(withoutLifecycleStages(prepared.filters)),
  );
}

/** "Found in 'ITT Volume 2.pdf', page 14" on each card of a search with documents (issue 32). */
async function addDocumentMatches(
  deps: SearchDeps,
  prepared: PreparedSearch,
  results: SearchResult[],
) {
  const tsquery = prepared.resolved?.highlight ?? prepared.resolved?.text;
  if (!prepared.filters.includeDocuments || !tsquery || results.length === 0) return;
  const matches = await findDocumentMatches(
    deps.db,
    results.map((result) => result.id),
    tsquery,
  );
  for (const result of results) result.document_match = matches.get(result.id) ?? null;
}

/** GET /api/search/?count_only=true: the exact total only (the floating bar's live count). */
export async function countSearchMatches(
  deps: SearchDeps,
  query: SearchQuery,
): Promise<SearchCountResponse> {
  return { total: await countTotal(deps, await prepareSearch(deps.db, query)) };
}
