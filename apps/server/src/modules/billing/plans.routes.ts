import type { FastifyPluginAsync } from 'fastify';
import { getPlanCatalogue } from './plans.service';

/** GET /api/plans/: the one plan catalogue the pricing page renders. */
export const plansRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async () => getPlanCatalogue(app.deps.env));
};
