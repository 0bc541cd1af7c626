import { searchQuerySchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { countSearchMatches, searchOpportunities } from './search.service';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    // Results carry the caller's favourites, so no shared cache may keep them.
    reply.header('cache-control', 'private, no-cache');
    if (query.count_only) return countSearchMatches(app.deps.db, query);
    return searchOpportunities(app.deps.db, query, request.user);
  });
};
