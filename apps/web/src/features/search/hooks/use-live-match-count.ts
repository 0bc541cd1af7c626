import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { fetchMatchCount, searchQueryKeys } from '../api/search-api';

export type LiveMatchCount =
  | { state: 'idle' }
  | { state: 'counting' }
  | { state: 'ready'; total: number }
  /** The count call failed: the bar shows "..." and Apply stays available. */
  | { state: 'unknown' };

/**
 * The floating bar's live count of the unapplied filters: requested once the last edited field
 * has rested for its debounce (section 9), counting while that wait or the call runs.
 */
export function useLiveMatchCount(
  filterQuery: string,
  isEnabled: boolean,
  debounceMs: number,
): LiveMatchCount {
  const settledQuery = useDebouncedValue(filterQuery, debounceMs);
  const isWaiting = settledQuery !== filterQuery;
  const count = useQuery({
    queryKey: searchQueryKeys.count(settledQuery),
    queryFn: ({ signal }) => fetchMatchCount(settledQuery, signal),
    enabled: isEnabled && !isWaiting,
    retry: false,
  });

  useEffect(() => {
    if (count.error) console.warn('Live match count failed:', count.error.message);
  }, [count.error]);

  if (!isEnabled) return { state: 'idle' };
  if (isWaiting || count.isPending) return { state: 'counting' };
  if (count.isError) return { state: 'unknown' };
  return { state: 'ready', total: count.data.total };
}
