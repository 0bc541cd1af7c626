import { winProbabilityQuerySchema, workspaceParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { estimateWinProbability } from './win-probability.service';

/** /api/workspaces/:id/win-probability (issue 30, ADR 0220). */
export const winProbabilityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/win-probability', async (request) => {
    const user = requireUser(request, 'Please log in to see the win-probability estimate.');
    const { wac_id } = parseInput(winProbabilityQuerySchema, request.query);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    return estimateWinProbability(app.deps, user, id, wac_id);
  });
};
