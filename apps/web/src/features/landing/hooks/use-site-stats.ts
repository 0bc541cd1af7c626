import { useQuery } from '@tanstack/react-query';
import { getSiteStats } from '../api/get-site-stats';

/** The server recomputes the figures once a minute; asking more often gains nothing. */
const STATS_STALE_MS = 60_000;

export function useSiteStats() {
  return useQuery({ queryKey: ['site-stats'], queryFn: getSiteStats, staleTime: STATS_STALE_MS });
}
