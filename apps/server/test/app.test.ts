import { healthResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

describe('app shell', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reports database and migration status on /api/health/', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    const body = healthResponseSchema.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.migrations.pending).toEqual([]);
    expect(body.migrations.latest).toMatch(/^\d{4}_/);
  });

  it('answers unknown API paths with the JSON error envelope, never the SPA', async () => {
    for (const url of ['/api/nope/', '/api/nope', '/api']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });
    }
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('turns malformed JSON bodies into a 400 envelope', async () => {
    // Routes that read a JSON body, signed in or not: the body is refused before the handler.
    for (const url of ['/api/contact/', '/api/auth/login/', '/api/favourites/']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"broken":',
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        detail: expect.any(String),
        code: expect.any(String),
      });
    }
  });
});
