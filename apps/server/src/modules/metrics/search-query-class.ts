import { isWacId } from '../ingest/wac-id';

/** How a search is labelled in `wac_search_duration_seconds`: few values, one per query plan. */
export type SearchQueryClass =
  | 'count_only'
  | 'wac_id'
  | 'keyword'
  | 'keyword_filters'
  | 'filters'
  | 'browse';

/** Parameters that shape the answer but do not narrow the matches. */
const NOT_FILTERS = new Set(['q', 'page', 'sort', 'count_only', 'include_sub_cpv']);

const isGiven = (value: unknown) =>
  Array.isArray(value) ? value.some(isGiven) : typeof value === 'string' && value.trim() !== '';

/** The class of a raw `/api/search/` query string (as parsed by Fastify, before validation). */
export function classifySearchQuery(query: Record<string, unknown>): SearchQueryClass {
  const countOnly = String(query.count_only ?? '').toLowerCase();
  if (countOnly === 'true' || countOnly === '1') return 'count_only';
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (q !== '' && isWacId(q)) return 'wac_id';
  const hasFilters = Object.entries(query).some(
    ([name, value]) => !NOT_FILTERS.has(name) && isGiven(value),
  );
  if (q !== '') return hasFilters ? 'keyword_filters' : 'keyword';
  return hasFilters ? 'filters' : 'browse';
}
