import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchResponse } from '@wac/contract';
import { useCallback } from 'react';
import { takePrefetchedData } from '@/lib/prefetched-response';
import { fetchSearchResults, searchQueryKeys, searchResultsPath } from '../api/search-api';

/**
 * The results of the search in the URL. One cache entry per URL query: repeating a search is
 * answered from the cache and a search already running is not started twice. An empty query
 * means no search (the page waits for one).
 */
export function useSearchResults(query: string) {
  const queryClient = useQueryClient();
  const results = useQuery({
    queryKey: searchQueryKeys.results(query),
    queryFn: ({ signal }) => fetchSearchResults(query, signal),
    // On a first visit the answer may already be here (index.html started the request).
    initialData: () =>
      query === '' ? undefined : takePrefetchedData<SearchResponse>(searchResultsPath(query)),
    enabled: query !== '',
  });

  /** Flags one result after its favourite button changed it (section 4 "Favourite button"). */
  const setFavourited = useCallback(
    (opportunityId: string, isFavourited: boolean) => {
      queryClient.setQueryData<SearchResponse>(searchQueryKeys.results(query), (current) =>
        current
          ? {
              ...current,
              results: current.results.map((result) =>
                result.opportunity_id === opportunityId
                  ? { ...result, is_favourited: isFavourited }
                  : result,
              ),
            }
          : current,
      );
    },
    [queryClient, query],
  );

  return { ...results, setFavourited };
}
