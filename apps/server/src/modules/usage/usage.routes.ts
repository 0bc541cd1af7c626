import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { getDailyUsage } from './usage.service';

/** /api/usage: today's count of limited actions for the signed-in account. */
export const usageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => getDailyUsage(app.deps, requireUser(request)));
};
