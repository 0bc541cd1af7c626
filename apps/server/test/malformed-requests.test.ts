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

/** A raw GET over real HTTP (app.inject skips Node's parser, where some of these fail). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type?: string; body: unknown }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, headers, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'],
            body: JSON.parse(text),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** Our envelope and nothing of Fastify's own body (`error`, `message`, `statusCode`). */
function expectEnvelope(
  response: Awaited<ReturnType<typeof get>>,
  status: number,
  code: string,
  detail: RegExp,
) {
  expect(response.status).toBe(status);
  expect(response.type).toMatch(/^application\/json/);
  expect(errorBodySchema.strict().parse(response.body)).toEqual({
    code,
    detail: expect.stringMatching(detail),
  });
}

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
    for (const path of ['/api/opportunities/%zz/', '/search/%E0%A4%A', '/%']) {
      const response = await get(path);
      expectEnvelope(response, 400, 'BAD_REQUEST', /^The address is not valid/);
    }
  });

  it('a long query string within the limit still reaches the route', async () => {
    const response = await get(`/api/search/?q=${'a'.repeat(10_000)}`);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toHaveProperty('statusCode');
  });
});
