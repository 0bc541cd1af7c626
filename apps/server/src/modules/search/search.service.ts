import {
  SEARCH_PAGE_SIZE,
  type SearchAggregations,
  type SearchCountResponse,
  type SearchQuery,
  type SearchResponse,
} from '@wac/contract';
import type { Pool } from '../../db/pool';
import type { AuthUser } from '../auth/auth-context';
import { recordUsage } from '../usage/usage.service';
import {
  compactFacetLedger,
  countMatches,
  countMatchesByFacet,
  findSearchPage,
  readFacetLedger,
} from './search.repository';
import { buildSearchConditions, type SearchConditions } from './search-conditions';
import { matchesFacetFilters, summariseFacetCounts } from './search-facets';
import { hasOnlyFacetFilters, type SearchFilters, toSearchFilters } from './search-filters';
import { effectiveSort } from './search-order';

/** The ledger is folded once it holds this many more rows than there are facet combinations. */
const LEDGER_SLACK_ROWS = 2000;
let isCompactingLedger = false;

/**
 * Folds the facet ledger in the background when writers have grown it. A failure is harmless
 * (the ledger stays correct, only longer) and the next read tries again.
 */
function compactLedgerWhenLong(db: Pool, ledgerRows: number, combinations: number): void {
  if (isCompactingLedger || ledgerRows <= combinations + LEDGER_SLACK_ROWS) return;
  isCompactingLedger = true;
  compactFacetLedger(db)
    .catch(() => undefined)
    .finally(() => {
      isCompactingLedger = false;
    });
}

/**
 * Exact total and facets of a search. Facet-only searches (including none at all) are summed
 * from the running counts; anything else counts its matches in one pass.
 */
async function summariseMatches(
  db: Pool,
  filters: SearchFilters,
  conditions: SearchConditions,
): Promise<{ total: number; aggregations: SearchAggregations }> {
  if (hasOnlyFacetFilters(filters)) {
    const ledger = await readFacetLedger(db);
    compactLedgerWhenLong(db, ledger.ledgerRows, ledger.counts.length);
    return summariseFacetCounts(
      ledger.counts.filter((count) => matchesFacetFilters(count.facet_key, filters)),
    );
  }
  return summariseFacetCounts(await countMatchesByFacet(db, conditions));
}

/** GET /api/search/: one page of results, the exact total and the facets of the whole match set. */
export async function searchOpportunities(
  db: Pool,
  query: SearchQuery,
  user: AuthUser | null,
): Promise<SearchResponse> {
  if (query.page > 1) await recordUsage({ db }, user, 'search_page'); // issue 6: daily limit
  const filters = toSearchFilters(query);
  const conditions = buildSearchConditions(filters);
  const sort = effectiveSort(query.sort, conditions.tsquery !== null);
  // The page and the counts are independent: run them side by side on two connections.
  const [results, summary] = await Promise.all([
    findSearchPage(db, conditions, {
      sort,
      limit: SEARCH_PAGE_SIZE,
      offset: (query.page - 1) * SEARCH_PAGE_SIZE,
      userId: user?.id ?? null,
    }),
    summariseMatches(db, filters, conditions),
  ]);
  return {
    results,
    total: summary.total,
    page: query.page,
    page_size: SEARCH_PAGE_SIZE,
    sort,
    aggregations: summary.aggregations,
  };
}

/** GET /api/search/?count_only=true: the exact total only (the floating bar's live count). */
export async function countSearchMatches(
  db: Pool,
  query: SearchQuery,
): Promise<SearchCountResponse> {
  const filters = toSearchFilters(query);
  if (hasOnlyFacetFilters(filters)) {
    const ledger = await readFacetLedger(db);
    const total = ledger.counts
      .filter((count) => matchesFacetFilters(count.facet_key, filters))
      .reduce((sum, count) => sum + count.doc_count, 0);
    return { total };
  }
  return { total: await countMatches(db, buildSearchConditions(filters)) };
}
