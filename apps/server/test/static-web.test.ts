import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { createTestDatabase, type TestDatabase } from './helpers/database';

// Every client route of both specs must answer the SPA on a direct load or reload.
const SPEC_ROUTES = [
  '/',
  '/search',
  '/search?sort=release_date-desc',
  '/opportunity/WAC-0123456789',
  '/leaderboards',
  '/login?next=/search',
  '/register',
  '/auth/verify-email',
  '/auth/confirm-email/abc123',
  '/auth/password-reset',
  '/auth/password-reset/confirm/MQ/abc-def',
  '/about',
  '/contact',
  '/pricing',
  '/privacy',
  '/account',
  '/account/profile',
  '/account/favourites',
  '/account/alerts',
  '/payment-success',
  '/payment-cancelled',
];

describe('serving the web app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'wac-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(
      path.join(dist, 'assets', 'index-AbCd1234.js'),
      `console.log(${'1'.repeat(4000)})`,
    );
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    database = await createTestDatabase();
    const env = loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
    app = await buildApp({
      deps: { env, db: database.pool, isEmbeddedDatabase: true, version: 'test' },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(SPEC_ROUTES)('answers %s with the SPA', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('takes every other path for a page too when the build has no server bundle', async () => {
    // Only the client router knows its pages, and it reaches the server through that bundle.
    const response = await app.inject({ method: 'GET', url: '/some/unknown/client/route' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('sends a CSP that lets no inline script run (the page has none)', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
  });

  it('does not cache un-hashed files', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset and unknown API paths with 404, never the SPA', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/gone-12345678.js' });
    expect(asset.statusCode).toBe(404);
    // A page-route address: the HTML error page, not the API's JSON (issue 28 item 9).
    expect(asset.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asset.body).toContain('<h1>Page not found</h1>');
    const api = await app.inject({ method: 'GET', url: '/api/nope/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const post = await app.inject({ method: 'POST', url: '/search' });
    expect(post.statusCode).toBe(404);
  });
});

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const HEAD_SCRIPT = 'window.__WAC_SSR__=true;';
const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('server rendering (ADR 0048)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const warnings: string[] = [];
  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'wac-ssr-'));
    const dist = path.join(root, 'web');
    await mkdir(dist);
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>Plain</title>\n<meta\n  name="description"\n  content="plain" />\n<script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    );
    // A stand-in for the built apps/web/src/entry-server.tsx with the same interface: it asks
    // the API in process, echoes what it got, and fails on `/`.
    await mkdir(path.join(root, 'web-ssr'));
    await writeFile(
      path.join(root, 'web-ssr', 'entry-server.mjs'),
      `export const SERVER_RENDERED_PATHS = ['/', '/search'];
      export const SERVER_HEAD_SCRIPT = '<script>${HEAD_SCRIPT}</script>';
      export const QUERY_STATE_ELEMENT_ID = 'wac-query-state';
      export const isKnownPage = (pathname) => !pathname.startsWith('/no-such-');
      export async function render(url, getJson) {
        if (url === '/') throw new Error('render failed');
        if (!url.startsWith('/search')) return undefined;
        const health = (await getJson('/api/health/')).body;
        const missing = (await getJson('/api/nope/')).body;
        return {
          html: '<main>Results for $& ' + health.status + ' ' + String(missing) + '</main>' +
            '<p>' + 'Long enough to be compressed. '.repeat(100) + '</p>',
          title: 'Search <Opportunities> | WAC',
          description: 'Find "tenders" & more',
          queryState: '{"queries":[]}',
          status: url.includes('gone') ? 404 : 200,
        };
      }`,
    );
    database = await createTestDatabase();
    const env = loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: dist });
    const { default: pino } = await import('pino');
    const loggerInstance = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(line) },
    );
    app = await buildApp({
      deps: { env, db: database.pool, isEmbeddedDatabase: true, version: 'test' },
      loggerInstance,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends /search rendered, with its data from the API, title and description', async () => {
    const response = await app.inject({ method: 'GET', url: '/search?q=road' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.body;
    const compressed = await app.inject({
      method: 'GET',
      url: '/search?q=road',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toMatch(/br|gzip/);
    expect(body).toContain(
      '<div id="root" data-server-rendered><main>Results for $& ok undefined</main><p>',
    );
    expect(body).toContain(
      '<script type="application/json" id="wac-query-state">{"queries":[]}</script>',
    );
    expect(body).toContain('<title>Search &lt;Opportunities&gt; | WAC</title>');
    expect(body).toContain(
      '<meta name="description" content="Find &quot;tenders&quot; &amp; more" />',
    );
    expect(body).toMatch(/^<!doctype html><html><head><script>window.__WAC_SSR__=true;/);
  });

  it('answers with the status the page gives (an opportunity that does not exist)', async () => {
    const response = await app.inject({ method: 'GET', url: '/search?q=gone' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-server-rendered');
  });

  it('falls back to the plain page when rendering fails, and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Plain</title>');
    expect(warnings.join('\n')).toContain('server rendering failed');
  });

  it('allows exactly its own inline scripts by hash, never unsafe-inline (issue 15 item 11)', async () => {
    const scriptSources = (response: { headers: Record<string, unknown> }) => {
      const policy = String(response.headers['content-security-policy']);
      return /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
    };
    const expected = ["'self'", sha256Source(HEAD_SCRIPT), sha256Source(THEME_SCRIPT)];
    for (const url of ['/search?q=road', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(scriptSources(response).sort()).toEqual([...expected].sort());
    }
    // The rendered page's data is a JSON block, which never runs and needs no hash.
    const rendered = await app.inject({ method: 'GET', url: '/search?q=road' });
    expect(rendered.body).not.toMatch(/<script>window\.__WAC_QUERY_STATE__/);
  });

  it('answers a path that is no page 404, with the app to show its not-found page', async () => {
    for (const url of ['/no-such-page', '/no-such-page/deeper?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('sends other routes as the plain page', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('__WAC_SSR__');
  });
});
