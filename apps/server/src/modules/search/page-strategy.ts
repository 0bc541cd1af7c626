import type { SearchFilters } from './search-filters';
import type { PageStrategy } from './search-order';

/**
 * Relative cost of testing one row while walking a sort index: with a keyword the row's
 * tsvector is read from TOAST, without one only the row's own columns. And of fetching one match
 * through the filter indexes and sorting it. Measured on the benchmark's million rows.
 */
const WALK_COST_WITH_KEYWORD = 4;
const WALK_COST_WITHOUT_KEYWORD = 0.3;
const SORT_COST_PER_MATCH = 1.5;

/** Filters an index can find matches by; facet filters alone have none and are always walked. */
function hasIndexedFilter(filters: SearchFilters, hasTextKeyword: boolean): boolean {
  return (
    hasTextKeyword ||
    Boolean(filters.keywords?.trim()) ||
    Boolean(filters.cpvCodes?.length) ||
    Boolean(filters.buyerName?.trim()) ||
    Boolean(filters.releaseDate || filters.deadline || filters.deadlineWindow) ||
    filters.valueFrom !== undefined ||
    filters.valueTo !== undefined
  );
}

/**
 * Walk the sort index or sort the matches, from the exact match count: a walk tests about
 * (offset + limit) x rows / matches rows, a sort touches every match.
 */
export function choosePageStrategy(options: {
  filters: SearchFilters;
  hasTextKeyword: boolean;
  total: number;
  searchableRows: number;
  offset: number;
  limit: number;
}): PageStrategy {
  const { filters, hasTextKeyword, total, searchableRows, offset, limit } = options;
  if (!hasIndexedFilter(filters, hasTextKeyword)) return 'walk';
  if (total === 0) return 'sort';
  const rowsWalked = ((offset + limit) * Math.max(searchableRows, total)) / total;
  const walkCost =
    rowsWalked * (hasTextKeyword ? WALK_COST_WITH_KEYWORD : WALK_COST_WITHOUT_KEYWORD);
  return walkCost <= total * SORT_COST_PER_MATCH ? 'walk' : 'sort';
}
