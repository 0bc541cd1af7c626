import type { SiteContentResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/** The operator's partners and testimonials; a failure just leaves the sections out. */
export function getSiteContent(): Promise<SiteContentResponse> {
  return apiRequestUntracked<SiteContentResponse>('/api/site-content/');
}
