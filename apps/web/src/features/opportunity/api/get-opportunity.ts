import type { OpportunityDetail } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** The detail answer depends on who asks (favourite flag, staff-only raw data). */
export function getOpportunityQueryKey(opportunityId: string, viewerId: string | number | null) {
  return ['opportunity', opportunityId.toUpperCase(), viewerId ?? 'anonymous'] as const;
}

export function getOpportunity(opportunityId: string): Promise<OpportunityDetail> {
  return apiRequest<OpportunityDetail>(`/api/opportunities/${encodeURIComponent(opportunityId)}/`);
}
