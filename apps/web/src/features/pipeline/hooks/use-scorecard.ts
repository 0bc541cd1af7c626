import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScorecardResponse } from '@wac/contract';
import { pipelineKeys } from '../api/query-keys';
import { addToPipeline, getOpportunityScorecard } from '../api/scorecard';

/**
 * Under the workspace's pipeline key: the page's own "Add to pipeline" (and any change to the
 * pipeline) refreshes the pipeline, and with it this scorecard, which then shows the item.
 */
export const scorecardQueryKey = (workspaceId: number, wacId: string) =>
  [...pipelineKeys.all(workspaceId), 'scorecard', wacId.toUpperCase()] as const;

/** The opportunity's scorecard in the workspace; null while it is not in the pipeline. */
export function useOpportunityScorecard(workspaceId: number, wacId: string) {
  return useQuery({
    queryKey: scorecardQueryKey(workspaceId, wacId),
    queryFn: async (): Promise<ScorecardResponse | null> =>
      (await getOpportunityScorecard(workspaceId, wacId)) ?? null,
  });
}

/** Adds the opportunity to the pipeline; `onAdded` lets the page refresh what it shows of it. */
export function useAddToPipeline(workspaceId: number, wacId: string, onAdded?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addToPipeline(workspaceId, wacId),
    onSuccess: () => onAdded?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all(workspaceId) }),
  });
}
