import { useQuery } from '@tanstack/react-query';
import { getSiteContent } from '../api/get-site-content';

export const SITE_CONTENT_QUERY_KEY = ['site-content'] as const;

/** The server reads the content file once at start-up: nothing changes until it restarts. */
const SITE_CONTENT_STALE_MS = 5 * 60_000;

/** Partners and testimonials from the operator content file (GET /api/site-content/). */
export function useSiteContent() {
  return useQuery({
    queryKey: SITE_CONTENT_QUERY_KEY,
    queryFn: getSiteContent,
    staleTime: SITE_CONTENT_STALE_MS,
  });
}
