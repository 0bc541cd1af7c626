import type { FastifyPluginAsync } from 'fastify';
import { getCoverage } from './coverage.service';

/** GET /api/coverage/: public; read fresh each time (a few index probes, ADR 0160). */
export const coverageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return getCoverage(app.deps);
  });
};
