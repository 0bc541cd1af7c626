import type { Pool, PoolClient } from '../../../db/pool';
import type { ResolvedKeywordQuery } from '../match/keyword-resolution';
import {
  addMatchSummaries,
  type FacetCount,
  type MatchSummary,
  summariseFacetCounts,
} from '../match/search-facets';
import type { SearchFilters } from '../match/search-filters';
import type { SearchConditions } from '../match/search-sql';
import { countMatchesByFacet, countRows } from './count.repository';
import { type DocumentCountSplit, splitDocumentCount } from './document-only-counts';
import { clockFreeCacheKeyOf, countWithCacheAt } from './search-count-cache';
import type { SearchCountsMemo } from './search-counts-memo';
import {
  type ConditionsFor,
  countFromRunningCounts,
  planRunningCounts,
  runRunningCounts,
} from './search-running-counts';

/** What counting needs: the pool, whether exact counts may be cached (ADR 0023), the memo. */
export type CountDeps = {
  db: Pool;
  isCountCacheEnabled: boolean;
  countsMemo?: SearchCountsMemo;
};

/** A prepared search as counting reads it (search-prepare.ts makes it). */
export type CountableSearch = {
  filters: SearchFilters;
  resolved: ResolvedKeywordQuery | null;
  conditions: SearchConditions;
  conditionsFor: ConditionsFor;
};

/**
 * Whether a search's counts may come from the counts memo (ADR 0117): with the count cache on,
 * for a search that does not read the clock (the clock's searches are keyed by next deadlines,
 * which the count cache's own path reads).
 */
export function usesCountsMemo(deps: CountDeps, conditions: SearchConditions): boolean {
  return deps.isCountCacheEnabled && !conditions.clock && deps.countsMemo !== undefined;
}

/**
 * A search's exact total and facets: the one way to count (docs/search-engine.md). The sources,
 * tried in this order, the first that answers wins:
 * 1. the counts memo: this process counted the same clock-free search at `knownVersion`, the
 *    data version this request has read already (the page cache's state; ADR 0117);
 * 2. running counts in one read (facet ledger, a counted word or CPV code; ADRs 0020, 0049);
 * 3. the count cache (ADR 0023), per data version, filled on a miss by 3a. the running counts'
 *    several reads in one snapshot (comma alternatives, exclusions, the clock; ADR 0070) or
 *    3b. counting every match in one statement that also reads the version (ADR 0117);
 * 4. with the count cache off: the running counts' reads, else every match counted now.
 * What 1, 2 and 3 answer is kept summarised in the memo (ADR 0135).
 * A search with documents whose other filters are facets counts its notices' matches so and
 * adds the opportunities matched by their documents alone (document-only-counts.ts, ADR 0315).
 */
export async function countMatches(
  deps: CountDeps,
  search: CountableSearch,
  knownVersion: string | null = null,
): Promise<MatchSummary> {
  const split = splitDocumentCount(search);
  if (split) return countWithDocuments(deps, search, split, knownVersion);
  const { db } = deps;
  const { conditions } = search;
  const memo = usesCountsMemo(deps, conditions) ? deps.countsMemo : undefined;
  const memoKey = memo ? clockFreeCacheKeyOf(conditions) : null;
  const remembered = memoKey && knownVersion ? memo?.read(memoKey, knownVersion) : null;
  if (remembered) return remembered;
  const summarise = (version: string | null, counts: readonly FacetCount[]) =>
    memo && memoKey && version !== null
      ? memo.store(memoKey, version, counts)
      : summariseFacetCounts(counts);
  const plan = planRunningCounts(db, search, { isCountCacheEnabled: deps.isCountCacheEnabled });
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

/** The notices' matches counted as any search, and the documents-only matches added. */
async function countWithDocuments(
  deps: CountDeps,
  search: CountableSearch,
  split: DocumentCountSplit,
  knownVersion: string | null,
): Promise<MatchSummary> {
  const notices = {
    ...search,
    filters: split.notices,
    conditions: search.conditionsFor(split.notices),
  };
  const [noticeCounts, documentsOnly] = await Promise.all([
    countMatches(deps, notices, knownVersion),
    split.countDocumentsOnly(deps.db),
  ]);
  return addMatchSummaries(noticeCounts, summariseFacetCounts(documentsOnly));
}

/**
 * The exact total alone (the floating bar's live count): countMatches's sources, except that
 * with the count cache off the last one counts rows without grouping them by facet key. With
 * the cache on the facets are counted too and remembered, so applying the filters finds them.
 */
export async function countTotal(deps: CountDeps, search: CountableSearch): Promise<number> {
  if (deps.isCountCacheEnabled || splitDocumentCount(search))
    return (await countMatches(deps, search)).total;
  const running = await countFromRunningCounts(deps.db, search);
  return running ? summariseFacetCounts(running).total : countRows(deps.db, search.conditions);
}
