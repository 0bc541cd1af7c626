import type {
  BidCriterion,
  BidWeightsResponse,
  PipelineItem,
  SaveScorecardRequest,
  ScorecardResponse,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

const workspace = (id: number) => `/api/workspaces/${id}`;

/** The scorecard of the workspace's pipeline item for an opportunity (null: not in the pipeline). */
export const getOpportunityScorecard = (workspaceId: number, wacId: string) =>
  apiRequest<ScorecardResponse | null>(
    `${workspace(workspaceId)}/scorecard/?wac_id=${encodeURIComponent(wacId)}`,
  );

export const saveItemScores = (
  workspaceId: number,
  itemId: number,
  scores: SaveScorecardRequest['scores'],
) =>
  apiRequest<ScorecardResponse>(`${workspace(workspaceId)}/pipeline/items/${itemId}/scorecard/`, {
    method: 'PUT',
    body: { scores },
  });

export const saveWeights = (workspaceId: number, weights: Record<BidCriterion, number>) =>
  apiRequest<BidWeightsResponse>(`${workspace(workspaceId)}/scorecard/weights/`, {
    method: 'PUT',
    body: { weights },
  });

/** The decision and its reason live on the item, saved with the version last read (ADR 0176). */
export const saveDecision = (
  workspaceId: number,
  item: PipelineItem,
  decision: { decision: 'bid' | 'no_bid' | null; decision_reason: string },
) =>
  apiRequest<PipelineItem>(`${workspace(workspaceId)}/pipeline/items/${item.id}/`, {
    method: 'PUT',
    body: { version: item.version, ...decision },
  });

export const addToPipeline = (workspaceId: number, wacId: string) =>
  apiRequest<PipelineItem>(`${workspace(workspaceId)}/pipeline/items/`, {
    method: 'POST',
    body: { wac_id: wacId },
  });
