import {
  bidWeightsResponseSchema,
  opportunityScorecardResponseSchema,
  saveBidWeightsRequestSchema,
  saveScorecardRequestSchema,
  scorecardResponseSchema,
} from '../bid-scorecard';
import { pipelineItemParamsSchema } from '../pipeline';
import { winProbabilityQuerySchema } from '../win-probability';
import { workspaceParamsSchema } from '../workspaces';
import type { ApiRoute } from './api-route';

const base = { tag: 'Bid decisions', isSignedIn: true } as const;
const itemScorecard = '/api/workspaces/{id}/pipeline/items/{itemId}/scorecard/';

/** The bid/no-bid scorecard on pipeline items (issue 30, ADR 0221; Professional). */
export const BID_SCORECARD_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/scorecard/weights/',
    summary: "The workspace's weight for each scorecard criterion",
    params: workspaceParamsSchema,
    responses: { 200: bidWeightsResponseSchema },
  },
  {
    ...base,
    method: 'put',
    path: '/api/workspaces/{id}/scorecard/weights/',
    summary: 'Set the weights (owners and admins)',
    params: workspaceParamsSchema,
    body: saveBidWeightsRequestSchema,
    responses: { 200: bidWeightsResponseSchema },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/scorecard/',
    summary:
      "The scorecard of the workspace's pipeline item for an opportunity (null: not in the pipeline)",
    params: workspaceParamsSchema,
    query: winProbabilityQuerySchema,
    responses: { 200: opportunityScorecardResponseSchema },
  },
  {
    ...base,
    method: 'get',
    path: itemScorecard,
    summary: "A pipeline item's scorecard with its recommendation",
    params: pipelineItemParamsSchema,
    responses: { 200: scorecardResponseSchema },
  },
  {
    ...base,
    method: 'put',
    path: itemScorecard,
    summary: "Save a pipeline item's scores and notes (the decision is saved on the item)",
    params: pipelineItemParamsSchema,
    body: saveScorecardRequestSchema,
    responses: { 200: scorecardResponseSchema },
  },
];
