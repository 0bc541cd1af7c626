import type { SiteContentResponse } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { loadOperatorContent } from './operator-content';
import { SITE_CACHE_TTL_MS } from './site.service';

/**
 * GET /api/site-content/: the landing page's partners and testimonials from the operator content
 * file, read once at start-up (ADR 0142). Empty lists without a file: the page then leaves those
 * sections out.
 */
export const siteContentRoutes: FastifyPluginAsync = async (app) => {
  const { partners, testimonials } = loadOperatorContent(app.deps.env.OPERATOR_CONTENT_FILE);
  const content: SiteContentResponse = { partners, testimonials };
  app.get('/site-content', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${SITE_CACHE_TTL_MS / 1000}`);
    return content;
  });
};
