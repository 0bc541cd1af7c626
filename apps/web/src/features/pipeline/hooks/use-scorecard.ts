import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScorecardResponse } from '@wac/contract';
import { addToPipeline, getOpportunityScorecard } from '../api/scorecard';

export const scorecardQueryKey = (workspaceId: number, wacId: string) =>
  ['scorecard', workspaceId, wacId.toUpperCase()] as const;

/** The opportunity's scorecard in the workspace; null while it is not in the pipeline. */
export function useOpportunityScorecard(workspaceId: number, wacId: string) {
  return useQuery({
    queryKey: scorecardQueryKey(workspaceId, wacId),
    queryFn: async (): Promise<ScorecardResponse | null> =>
      (await getOpportunityScorecard(workspaceId, wacId)) ?? null,
  });
}

export function useAddToPipeline(workspaceId: number, wacId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addToPipeline(workspaceId, wacId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: scorecardQueryKey(workspaceId, wacId) }),
  });
}
