import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { createServerRenderer } from './server-render';

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * non-API GET that is not a file answered with index.html so client routes work on reload.
 * Unknown /api paths are a JSON 404, never the SPA. `/`, `/search` and opportunity pages are
 * rendered on the server when the build has a server bundle (server-render.ts, ADR 0048).
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // The web build writes .br/.gz twins of each asset (preCompressed): judge the original.
        const servedPath = filePath.replaceAll(path.sep, '/').replace(/\.(br|gz)$/, '');
        if (HASHED_ASSET.test(servedPath)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  // The pages rendered on the server are routes of their own (so responses are compressed).
  const renderer = hasBuild ? await createServerRenderer(app, distDir) : undefined;
  if (renderer) {
    for (const pagePath of renderer.paths) {
      app.get(pagePath, async (request, reply) => {
        // The result layout chosen travels in a cookie (ADR 0098): a cache must key on it.
        reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
        const rendered = await renderer.render(request.url, request.headers.cookie);
        if (rendered === undefined)
          return reply.type('text/html; charset=utf-8').sendFile('index.html');
        return reply.code(rendered.status).type('text/html; charset=utf-8').send(rendered.html);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      throw new AppError('NOT_FOUND', `No API endpoint ${request.method} ${pathname}`);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw new AppError('NOT_FOUND', `Nothing at ${request.method} ${pathname}`);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).');
    }
    // A missing hashed asset is a real 404; anything else is the app, which shows the page or
    // its not-found page. The client router decides which (through the server bundle), so a
    // path that is no page is answered 404 too (ADR 0050). Without a server bundle every path
    // is taken for a page.
    if (pathname.startsWith('/assets/')) {
      throw new AppError('NOT_FOUND', `No asset ${pathname}`);
    }
    const isPage = renderer?.isKnownPage(pathname) ?? true;
    reply.header('Cache-Control', 'no-cache');
    return reply
      .code(isPage ? 200 : 404)
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
