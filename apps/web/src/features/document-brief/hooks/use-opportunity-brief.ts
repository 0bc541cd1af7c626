import { useQuery } from '@tanstack/react-query';
import { getOpportunityBrief } from '../api/get-opportunity-brief';

export function useOpportunityBrief(wacId: string) {
  return useQuery({
    queryKey: ['opportunity-brief', wacId.toUpperCase()],
    queryFn: () => getOpportunityBrief(wacId),
    enabled: wacId !== '',
  });
}
