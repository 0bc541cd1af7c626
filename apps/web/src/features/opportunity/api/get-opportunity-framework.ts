import type { OpportunityFramework } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const getOpportunityFrameworkQueryKey = (opportunityId: string) =>
  ['opportunity-framework', opportunityId.toUpperCase()] as const;

/** `GET /api/opportunities/{id}/framework/`: framework, dynamic market or call-off (issue 31). */
export function getOpportunityFramework(opportunityId: string): Promise<OpportunityFramework> {
  return apiRequest<OpportunityFramework>(
    `/api/opportunities/${encodeURIComponent(opportunityId)}/framework/`,
  );
}
