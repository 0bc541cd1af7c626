import type { FastifyPluginAsync } from 'fastify';
import { getHealth } from './health.service';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (_request, reply) => {
    const health = await getHealth(app.deps);
    return reply.status(health.database.ok ? 200 : 503).send(health);
  });
};
