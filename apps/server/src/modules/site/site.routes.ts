import type { FastifyPluginAsync } from 'fastify';
import { createSiteService, SITE_CACHE_TTL_MS } from './site.service';

const CACHE_CONTROL = `public, max-age=${SITE_CACHE_TTL_MS / 1000}`;

/** Public, cacheable settings and figures: GET /api/site-config/ and GET /api/stats/. */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  const site = createSiteService(app.deps);

  app.get('/site-config', async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return site.getSiteConfig();
  });

  app.get('/stats', async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL);
    return site.getSiteStats();
  });
};
