import { searchQuerySchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { countSearchMatches, searchOpportunities } from './search.service';

export const searchRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    // Results carry the caller's favourites, so no shared cache may keep them.
    reply.header('cache-control', 'private, no-cache');
    const deps = { db: app.deps.db, isCountCacheEnabled: app.deps.env.SEARCH_COUNT_CACHE };
    if (query.count_only) return countSearchMatches(deps, query);
    return searchOpportunities(deps, query, request.user);
  });
};
