import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBodySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

let testApp: TestApp;
let port: number;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await testApp.close();
});

type RawResponse = {
  status: number;
  type?: string;
  csp?: string;
  body: unknown;
  text: string;
};

/** A raw GET over real HTTP (app.inject skips Node's parser, where some of these fail). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const type = response.headers['content-type'];
          resolve({
            status: response.statusCode ?? 0,
            type,
            csp: String(response.headers['content-security-policy']),
            body: type?.startsWith('application/json') ? JSON.parse(text) : undefined,
            text,
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Our envelope and nothing of Fastify's own body (`error`, `message`, `statusCode`). */
function expectEnvelope(response: RawResponse, status: number, code: string, detail: RegExp) {
  expect(response.status).toBe(status);
  expect(response.type).toMatch(/^application\/json/);
  expect(errorBodySchema.strict().parse(response.body)).toEqual({
    code,
    detail: expect.stringMatching(detail),
  });
}

/** The HTML error page a browser shows (issue 28 item 9): words, the way back, no JSON. */
function expectErrorPage(response: RawResponse, status: number, title: string) {
  expect(response.status).toBe(status);
  expect(response.type).toBe('text/html; charset=utf-8');
  expect(response.text).toMatch(/^<!doctype html>/);
  expect(response.text).toContain(`<h1>${title}</h1>`);
  expect(response.text).toContain(`Error ${status}`);
  expect(response.text).toContain('<a class="button primary" href="/">Go to the homepage</a>');
  expect(response.text).not.toMatch(/"code"|"detail"/);
  expect(response.csp).toMatch(/default-src 'none'; script-src 'sha256-/);
}

describe('page routes answer their errors as an HTML page, never JSON (issue 28 item 9)', () => {
  it('a 16 KB and a 100 KB search address are a 414 page', async () => {
    for (const length of [16_500, 100_000]) {
      expectErrorPage(
        await get(`/search?q=${'a'.repeat(length)}`),
        414,
        'This address is too long',
      );
    }
  });

  it('oversized headers on a page are a 431 page', async () => {
    const response = await get('/search', { cookie: `c=${'x'.repeat(20_000)}` });
    expectErrorPage(response, 431, 'Your browser sent too much');
  });

  it('another method on a page is a 404 page', async () => {
    const posted = await testApp.app.inject({ method: 'POST', url: '/search' });
    expect(posted.statusCode).toBe(404);
    expect(posted.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('requests that fail before any route runs get the envelope (issue 15 item 10)', () => {
  it('a 100 KB query string is a 414', async () => {
    const response = await get(`/api/search/?q=${'a'.repeat(100_000)}`);
    expectEnvelope(response, 414, 'URI_TOO_LONG', /^The address is too long/);
  });

  it('oversized headers are a 431', async () => {
    const response = await get('/api/health/', { cookie: `c=${'x'.repeat(20_000)}` });
    expectEnvelope(response, 431, 'HEADERS_TOO_LARGE', /headers are too large/);
  });

  it('an over-long path parameter is a 414', async () => {
    const response = await get(`/api/opportunities/${'W'.repeat(600)}/`);
    expectEnvelope(response, 414, 'URI_TOO_LONG', /^Part of the address is too long/);
  });

  it('bad percent-encoding is a 400, on the API and on pages', async () => {
    const response = await get('/api/opportunities/%zz/');
    expectEnvelope(response, 400, 'BAD_REQUEST', /^The address is not valid/);
    for (const path of ['/search/%E0%A4%A', '/%']) {
      expectErrorPage(await get(path), 400, 'This address could not be read');
    }
  });

  it('a long query string within the limit still reaches the route', async () => {
    const response = await get(`/api/search/?q=${'a'.repeat(10_000)}`);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toHaveProperty('statusCode');
  });
});
