import { useQuery } from '@tanstack/react-query';
import { getOpportunity, getOpportunityQueryKey } from '../api/get-opportunity';
import type { OpportunityViewer } from '../types';

export function useOpportunity(opportunityId: string, viewer: OpportunityViewer) {
  return useQuery({
    queryKey: getOpportunityQueryKey(opportunityId, viewer.userId),
    queryFn: () => getOpportunity(opportunityId),
    enabled: opportunityId !== '',
  });
}
