import { winProbabilityQuerySchema, winProbabilityResponseSchema } from '../win-probability';
import { workspaceParamsSchema } from '../workspaces';
import type { ApiRoute } from './api-route';

/** The win-probability estimator for a workspace's company (issue 30, ADR 0220). */
export const WIN_PROBABILITY_ROUTES: ApiRoute[] = [
  {
    tag: 'Bid decisions',
    isSignedIn: true,
    method: 'get',
    path: '/api/workspaces/{id}/win-probability/',
    summary:
      "An opportunity's win-probability for the workspace's company, each factor in words, with the awards counted (Professional)",
    params: workspaceParamsSchema,
    query: winProbabilityQuerySchema,
    responses: { 200: winProbabilityResponseSchema },
  },
];
