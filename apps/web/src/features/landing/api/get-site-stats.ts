import type { SiteStatsResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/** The landing page's live figures; a failure just hides them, so it is not reported. */
export function getSiteStats(): Promise<SiteStatsResponse> {
  return apiRequestUntracked<SiteStatsResponse>('/api/stats/');
}
