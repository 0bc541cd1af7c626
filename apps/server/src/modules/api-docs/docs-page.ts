import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The API reference page: Swagger UI from the `swagger-ui-dist` package, served by us (no CDN,
 * works offline), started by a script file of ours rather than an inline script, so it runs
 * under a CSP without 'unsafe-inline' for scripts (ADR 0076).
 */
const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

export const DOCS_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
export type DocsAsset = keyof typeof DOCS_ASSETS;

const assetCache = new Map<DocsAsset, Buffer>();

/** A Swagger UI file, read once. */
export function readDocsAsset(name: DocsAsset): Buffer {
  let content = assetCache.get(name);
  if (!content) {
    content = readFileSync(path.join(swaggerUiDir, name));
    assetCache.set(name, content);
  }
  return content;
}

export const DOCS_INIT_SCRIPT = `window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    // Tags start closed: 150 operations opened at once left Swagger UI rendering only the
    // first two tags (measured with 105 paths), and 17 closed tags read better anyway.
    docExpansion: 'none',
  });
});
`;

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>WAC API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui"><noscript>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

/** The page's own policy: scripts and styles from us only, the document fetched from us. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');
