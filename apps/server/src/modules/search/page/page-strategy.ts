import { DEFAULT_SEARCH_SORT, type SearchSort } from '@wac/contract';
import { FILTER_NAMES, FILTERS } from '../match/filter-registry';
import type { SearchFilters } from '../match/search-filters';
import type { PageStrategy } from './search-order';

/**
 * Whether the default sort's covering index answers the filters alone: each filter's registry
 * record says (facets, the clock-free statuses, value and release date are on its columns).
 */
function isCoveredByDefaultSortIndex(filters: SearchFilters, hasTextKeyword: boolean): boolean {
  return (
    !hasTextKeyword && FILTER_NAMES.every((name) => FILTERS[name].coveringIndexServes(filters))
  );
}

/**
 * Relative costs, in microseconds as measured on the benchmark's million rows (2 cores):
 * - testing one row while walking a sort index: the index entry, the heap row, the conditions;
 *   with a keyword also its tsvector from TOAST; on the default sort's covering index, when
 *   every filter is on a column it carries, the index entry alone;
 * - fetching one match through the filter indexes and sorting it;
 * - a buyer-name lookup, which reads the posting lists of every trigram of the name whatever the
 *   number of matches (about 40 ms for "Leeds City Council").
 */
const WALK_COST_WITHOUT_KEYWORD = 6;
/** Walking the default sort's covering index (migration 0015) with covered filters only. */
const WALK_COST_COVERED = 1;
const WALK_COST_WITH_KEYWORD = 12;
const SORT_COST_PER_MATCH = 3;
const TRIGRAM_LOOKUP_COST = 40_000;

/**
 * Walk the sort index or sort the matches, from the exact match count: a walk tests about
 * (offset + limit) x rows / matches rows, a sort touches every match once.
 */
export type PageShape = {
  sort: SearchSort;
  filters: SearchFilters;
  hasTextKeyword: boolean;
  total: number;
  searchableRows: number;
  offset: number;
  limit: number;
};

/** The estimated cost (microseconds) of reading the page each way. */
export function pageStrategyCosts(options: PageShape): Record<PageStrategy, number> {
  const { sort, filters, hasTextKeyword, total, searchableRows, offset, limit } = options;
  if (total === 0) return { walk: Number.POSITIVE_INFINITY, sort: 0 };
  const rowsWalked = ((offset + limit) * Math.max(searchableRows, total)) / total;
  const costPerRow =
    sort === DEFAULT_SEARCH_SORT && isCoveredByDefaultSortIndex(filters, hasTextKeyword)
      ? WALK_COST_COVERED
      : hasTextKeyword
        ? WALK_COST_WITH_KEYWORD
        : WALK_COST_WITHOUT_KEYWORD;
  const walkCost = rowsWalked * costPerRow;
  const isFoundByBuyerName =
    Boolean(filters.buyerName?.trim()) && !hasTextKeyword && !filters.cpvCodes?.length;
  const sortCost = total * SORT_COST_PER_MATCH + (isFoundByBuyerName ? TRIGRAM_LOOKUP_COST : 0);
  return { walk: walkCost, sort: sortCost };
}

export function choosePageStrategy(options: PageShape): PageStrategy {
  const costs = pageStrategyCosts(options);
  return costs.walk <= costs.sort ? 'walk' : 'sort';
}
