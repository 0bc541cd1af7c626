import type { FastifyPluginAsync } from 'fastify';
import {
  DOCS_ASSETS,
  DOCS_CSP,
  DOCS_INIT_SCRIPT,
  DOCS_PAGE,
  type DocsAsset,
  readDocsAsset,
} from './docs-page';
import { buildOpenApiDocument } from './openapi-document';

/** GET /api/openapi.json (generated once per process) and the reference page at /api/docs/. */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  let document: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(app.deps.version));
    return reply.type('application/json; charset=utf-8').send(document);
  });

  app.get('/docs', async (request, reply) => {
    // Asset paths are absolute, but the canonical address keeps its slash.
    if (!request.url.split('?')[0]?.endsWith('/')) return reply.redirect('/api/docs/', 301);
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CSP)
      .send(DOCS_PAGE);
  });
  app.get('/docs/init.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(DOCS_INIT_SCRIPT),
  );
  for (const name of Object.keys(DOCS_ASSETS) as DocsAsset[]) {
    app.get(`/docs/${name}`, async (_request, reply) =>
      reply
        .type(DOCS_ASSETS[name])
        .header('cache-control', 'public, max-age=86400')
        .send(readDocsAsset(name)),
    );
  }
};
