import { useQuery } from '@tanstack/react-query';
import type { FacetBucket } from '@wac/contract';
import { fetchLifecycleStageCounts, searchQueryKeys } from '../api/search-api';

/**
 * The lifecycle stage facet of the search on screen (its stage choice left out by the server),
 * asked for beside the results; undefined until it arrives or when it fails (the filter then
 * shows its choices without counts).
 */
export function useLifecycleStageCounts(
  filterQuery: string,
  isEnabled: boolean,
): readonly FacetBucket[] | undefined {
  const counts = useQuery({
    queryKey: searchQueryKeys.lifecycleStages(filterQuery),
    queryFn: ({ signal }) => fetchLifecycleStageCounts(filterQuery, signal),
    enabled: isEnabled,
    retry: false,
  });
  return counts.data?.stages;
}
