import type { FastifyPluginAsync } from 'fastify';
import { loadOperatorContent } from '../site';
import { getPlanCatalogue } from './plans.service';

/** GET /api/plans/: the one plan catalogue the pricing page renders. */
export const plansRoutes: FastifyPluginAsync = async (app) => {
  // Read once at start-up, as the landing page's content is (ADR 0142).
  const { services } = loadOperatorContent(app.deps.env.OPERATOR_CONTENT_FILE);
  app.get('/', async () => getPlanCatalogue(app.deps.env, services));
};
