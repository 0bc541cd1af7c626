import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { listMapSourceOrigins } from '../modules/site/map-sources';
import { securityHeaderOptions } from './content-security-policy';
import { computeSecurityHeaders } from './security-headers';

/** What helmet's own middleware sets on a response, run the ordinary way. */
function helmetMiddlewareHeaders(options: Parameters<typeof helmet>[0]) {
  const set: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete set[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return set;
}

describe('security headers worked out once (ADR 0126)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('are the headers helmet sets, with our CSP', () => {
    const options = securityHeaderOptions(["'sha256-abc'"]);
    const computed = Object.fromEntries(
      computeSecurityHeaders(options).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(computed).toEqual(helmetMiddlewareHeaders(options));
    expect(computed['content-security-policy']).toContain("script-src 'self' 'sha256-abc'");
    expect(computed['strict-transport-security']).toBeDefined();
    // Our own pages see where a visitor came from (ADR 0373); no other origin does.
    expect(computed['referrer-policy']).toBe('same-origin');
  });

  it('are on every answer: a route, an error and an unknown path', async () => {
    const expected = helmetMiddlewareHeaders(
      securityHeaderOptions([], listMapSourceOrigins(testApp.env)),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/api/health/', '/api/search/?page=0', '/api/nope/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });

  it('let the page load images and data from the map service only, not any https host', async () => {
    const policyOf = async (env: Record<string, string>) => {
      const app = await createTestApp(env);
      const response = await app.app.inject({ method: 'GET', url: '/api/health/' });
      await app.close();
      const policy = String(response.headers['content-security-policy']);
      return Object.fromEntries(
        policy.split(';').map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
      ) as Record<string, string[]>;
    };
    // The default style: OpenFreeMap's, whose style, tiles, glyphs and sprites share one host.
    const openFreeMap = await policyOf({});
    expect(openFreeMap['connect-src']).toEqual(["'self'", 'https://tiles.openfreemap.org']);
    expect(openFreeMap['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.openfreemap.org',
    ]);
    const custom = await policyOf({ MAP_STYLE_URL: 'https://maps.example.test/style.json' });
    expect(custom['connect-src']).toEqual(["'self'", 'https://maps.example.test']);
    const noMap = await policyOf({ MAP_STYLE_URL: 'none' });
    expect(noMap['connect-src']).toEqual(["'self'"]);
    expect(noMap['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
