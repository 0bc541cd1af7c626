import { cpvQuerySchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { findCpvCodes } from './cpv.service';

/** /api/cpv (issue 17): CPV codes and labels for the CPV filter's autocomplete and chips. */
export const cpvRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    const query = parseInput(cpvQuerySchema, request.query);
    // Reference data: the same for everyone, and it changes only with a new list.
    reply.header('cache-control', 'public, max-age=3600');
    return findCpvCodes(app.deps.db, query);
  });
};
