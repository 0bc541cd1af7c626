import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../shared/escape-html';

/** What apps/web/src/entry-server.tsx exports (built to `<dist>-ssr/entry-server.mjs`). */
type ServerEntry = {
  SERVER_RENDERED_PATHS: readonly string[];
  /** The first element of <head>: marks the page as rendered here, and a signed-in visitor. */
  SERVER_HEAD_SCRIPT: string;
  /** The id of the JSON data block that carries the page's query cache to the browser. */
  QUERY_STATE_ELEMENT_ID: string;
  /** Whether a page of the app lives at the path (the client router's own matcher). */
  isKnownPage?: (pathname: string) => boolean;
  render(
    url: string,
    getJson: (path: string) => Promise<{ status: number; body?: unknown }>,
    /** The request's Cookie header: the page's layout preferences (ADR 0098), nothing secret. */
    cookie?: string,
  ): Promise<
    | { html: string; title?: string; description?: string; queryState: string; status: number }
    | undefined
  >;
};

/** The server bundle lives next to the browser build: `apps/web/dist` → `apps/web/dist-ssr`. */
export function serverBundleDir(distDir: string): string {
  return `${distDir.replace(/[\\/]+$/, '')}-ssr`;
}

/**
 * Server rendering of `/`, `/search` and opportunity pages (ADR 0048): `undefined` when there is
 * no server bundle (a build without it, API-only tests), so index.html is served as before. A
 * page that fails to render is logged and falls back to index.html too: rendering is an
 * optimisation, never a reason for an error page.
 */
export async function createServerRenderer(app: FastifyInstance, distDir: string) {
  const entryFile = path.join(serverBundleDir(distDir), 'entry-server.mjs');
  const templateFile = path.join(distDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(templateFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes('<div id="root"></div>')) {
    app.log.warn(
      'index.html has no empty <div id="root">; pages will not be rendered on the server',
    );
    return undefined;
  }

  // The page's data comes from the app's own API, in process: the same validation, queries and
  // answers as the browser would get.
  const getJson = async (apiPath: string) => {
    const response = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json' },
    });
    const status = response.statusCode;
    return status === 200 ? { status, body: response.json() } : { status };
  };

  async function render(
    url: string,
    cookie?: string,
  ): Promise<{ status: number; html: string } | undefined> {
    let page: Awaited<ReturnType<ServerEntry['render']>>;
    try {
      page = await entry.render(url, getJson, cookie);
    } catch (error) {
      app.log.warn({ err: error, url }, 'server rendering failed; sending the plain page');
      return undefined;
    }
    if (!page) return undefined;
    const { html, queryState, title, description, status } = page;
    // Replacer functions: the page's text may hold `$&` and the like, which a replacement
    // string would expand.
    let document = template
      .replace('<head>', () => `<head>${entry.SERVER_HEAD_SCRIPT}`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-server-rendered>${html}</div>` +
          // A data block, not a script: the CSP allows no inline script it has no hash for.
          `<script type="application/json" id="${entry.QUERY_STATE_ELEMENT_ID}">${queryState}</script>`,
      );
    if (title) {
      document = document.replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${escapeHtml(title)}</title>`,
      );
    }
    if (description) {
      document = document.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(description)}" />`,
      );
    }
    return { status, html: document };
  }

  // A bundle built before isKnownPage existed knows no better than "every path is a page".
  const isKnownPage = entry.isKnownPage ?? (() => true);
  return { paths: entry.SERVER_RENDERED_PATHS, render, isKnownPage };
}
