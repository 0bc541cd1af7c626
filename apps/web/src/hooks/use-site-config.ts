import { useQuery } from '@tanstack/react-query';
import type { SiteConfigResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const SITE_CONFIG_QUERY_KEY = ['site-config'] as const;

/** The server's public settings change only on restart, and the sample flag once: cache long. */
const SITE_CONFIG_STALE_MS = 5 * 60_000;

export function getSiteConfig(): Promise<SiteConfigResponse> {
  return apiRequest<SiteConfigResponse>('/api/site-config/');
}

/** Contact links, office location, map style and the sample-data flag (GET /api/site-config/). */
export function useSiteConfig() {
  return useQuery({
    queryKey: SITE_CONFIG_QUERY_KEY,
    queryFn: getSiteConfig,
    staleTime: SITE_CONFIG_STALE_MS,
  });
}
