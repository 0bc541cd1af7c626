import type { OpportunityBriefResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/opportunities/{id}/brief/ (issue 32). */
export function getOpportunityBrief(wacId: string): Promise<OpportunityBriefResponse> {
  return apiRequest<OpportunityBriefResponse>(
    `/api/opportunities/${encodeURIComponent(wacId)}/brief/`,
  );
}
