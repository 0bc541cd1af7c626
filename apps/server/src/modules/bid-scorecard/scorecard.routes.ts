import {
  pipelineItemParamsSchema,
  saveBidWeightsRequestSchema,
  saveScorecardRequestSchema,
  winProbabilityQuerySchema,
  workspaceParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  getScorecard,
  getScorecardForOpportunity,
  getWeights,
  putScorecard,
  putWeights,
} from './scorecard.service';

const signedIn = (request: FastifyRequest) =>
  requireUser(request, 'Please log in to use the bid/no-bid scorecard.');

/** The bid/no-bid scorecard under /api/workspaces (issue 30, ADR 0221); input checked first. */
export const bidScorecardRoutes: FastifyPluginAsync = async (app) => {
  const ws = (request: FastifyRequest) => parseInput(workspaceParamsSchema, request.params).id;

  app.get('/:id/scorecard/weights', async (request) =>
    getWeights(app.deps, signedIn(request), ws(request)),
  );

  app.put('/:id/scorecard/weights', async (request) => {
    const user = signedIn(request);
    const { weights } = parseInput(saveBidWeightsRequestSchema, request.body);
    return putWeights(app.deps, user, ws(request), weights);
  });

  app.get('/:id/scorecard', async (request) => {
    const user = signedIn(request);
    const { wac_id } = parseInput(winProbabilityQuerySchema, request.query);
    return getScorecardForOpportunity(app.deps, user, ws(request), wac_id);
  });

  app.get('/:id/pipeline/items/:itemId/scorecard', async (request) => {
    const user = signedIn(request);
    return getScorecard(app.deps, user, parseInput(pipelineItemParamsSchema, request.params));
  });

  app.put('/:id/pipeline/items/:itemId/scorecard', async (request) => {
    const user = signedIn(request);
    const body = parseInput(saveScorecardRequestSchema, request.body);
    return putScorecard(app.deps, user, parseInput(pipelineItemParamsSchema, request.params), body);
  });
};
