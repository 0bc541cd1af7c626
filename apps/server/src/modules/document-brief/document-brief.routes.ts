import { opportunityParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { getOpportunityBrief } from './document-brief.service';

/** /api/opportunities/:id/brief (issue 32, ADR 0242). */
export const documentBriefRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:id/brief', async (request) => {
    const { id } = parseInput(opportunityParamsSchema, request.params);
    return getOpportunityBrief(app.deps.db, request.user, id);
  });
};
