import type { LifecycleStageCounts, SearchCountResponse, SearchResponse } from '@wac/contract';
import { apiRequest, apiRequestUntracked } from '@/lib/api-client';

/** Cache keys: one results entry per URL query, one count per filter set. */
export const searchQueryKeys = {
  results: (query: string) => ['search', 'results', query] as const,
  count: (filterQuery: string) => ['search', 'count', filterQuery] as const,
  lifecycleStages: (filterQuery: string) => ['search', 'lifecycle-stages', filterQuery] as const,
};

/** The API path of a search: the URL's query string is the API's (section 7). */
export function searchResultsPath(query: string): string {
  return `/api/search/?${query}`;
}

/** GET /api/search/?{query}: the URL's query string is the API's (section 7). */
export function fetchSearchResults(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(searchResultsPath(query), { signal });
}

/** The live count: `count_only=true`, untracked (failures are expected and only logged). */
export function fetchMatchCount(
  filterQuery: string,
  signal?: AbortSignal,
): Promise<SearchCountResponse> {
  const query = filterQuery ? `${filterQuery}&count_only=true` : 'count_only=true';
  return apiRequestUntracked<SearchCountResponse>(`/api/search/?${query}`, { signal });
}

/** The lifecycle stage facet of a search: matches per stage today (issue 31). */
export function fetchLifecycleStageCounts(
  filterQuery: string,
  signal?: AbortSignal,
): Promise<LifecycleStageCounts> {
  return apiRequestUntracked<LifecycleStageCounts>(`/api/search/lifecycle-stages/?${filterQuery}`, {
    signal,
  });
}
