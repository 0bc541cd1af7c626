import { radarQuerySchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { getRadar } from './radar.service';

/** `GET /api/radar/` (ADR 0088). */
export const radarRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => {
    const query = parseInput(radarQuerySchema, request.query);
    return getRadar(app.deps.db, request.user, query);
  });
};
