import { Validator } from '@seriousme/openapi-schema-validator';
import { API_ROUTES } from '@wac/contract/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** `/api/opportunities/:id/` and `/api/opportunities/{id}` name the same route. */
const normalise = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`;

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    document = response.json();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the server registered, and nothing it does not serve', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => normalise(method, path)),
      ),
    );
    const served = new Set(
      testApp.app.routeInventory
        .filter((route) => route.url.startsWith('/api/') || route.url === '/metrics')
        // Static files of the reference page are part of /api/docs/.
        .filter((route) => !/^\/api\/docs\/.+/.test(route.url))
        .map((route) => normalise(route.method, route.url)),
    );
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
    expect(served.size).toBe(API_ROUTES.length);
  });

  it('takes its request and answer schemas from the contract', () => {
    const search = document.paths['/api/search/']?.get as {
      parameters: { name: string }[];
      responses: Record<string, unknown>;
    };
    expect(search.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'region', 'count_only', 'page']),
    );
    const login = JSON.stringify(document.paths['/api/auth/login/']?.post);
    expect(login).toContain('"password"');
    expect(login).toContain('"key"');
  });

  it('declares the API key as a Bearer scheme on the routes that take one, with their scope', () => {
    const components = document.components as { securitySchemes: Record<string, unknown> };
    expect(components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const search = document.paths['/api/search/']?.get as Record<string, unknown>;
    expect(search.security).toEqual([{}, { apiKey: [] }]);
    expect(search.description).toBe('API keys need the scope `search:read`.');
    const favourite = document.paths['/api/favourites/']?.post as Record<string, unknown>;
    expect(favourite.security).toEqual([{ token: [] }, { apiKey: [] }]);
    const keys = document.paths['/api/api-keys/']?.post as Record<string, unknown>;
    expect(keys.security).toEqual([{ token: [] }]);
  });
});

describe('GET /api/docs/', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the reference page with no inline script and no other origin', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(response.body).not.toMatch(/https?:\/\//);
    for (const src of response.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await testApp.app.inject({ url: src[1] as string });
      expect(asset.statusCode, src[1]).toBe(200);
    }
    const redirect = await testApp.app.inject({ url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');
  });
});
