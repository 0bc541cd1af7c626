import { useQuery } from '@tanstack/react-query';
import { getSiteStats } from '../api/get-site-stats';

/** The server recomputes the figures once a minute; asking more often gains nothing. */
const STATS_STALE_MS = 60_000;

export const SITE_STATS_QUERY_KEY = ['site-stats'] as const;

export function useSiteStats() {
  return useQuery({
    queryKey: SITE_STATS_QUERY_KEY,
    queryFn: getSiteStats,
    staleTime: STATS_STALE_MS,
  });
}
