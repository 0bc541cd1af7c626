import { randomUUID } from 'node:crypto';
import { CONTROL_CHARACTER_MESSAGE } from '@wac/contract';
import { API_ROUTES } from '@wac/contract/api-routes';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories/user';
import { injectFrom } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';

// Issue 14 item 8: a NUL byte (Postgres refuses it) or another control character in any text a
// client sends is a 400 naming the field, never a 5xx. Every text field of every endpoint.
const NUL = '\u0000';
const POISONS = [`St Bede${NUL}s`, `bell\u0007`, `esc\u001b[31m`, `c1\u0085`];

type Case = { name: string; field: string; request: (text: string) => InjectOptions };

/**
 * Fields with a fixed form (numbers, choices) may answer with their own format message. The
 * radar's numbers (`months`, `page`, `buyer`) are numbers as the leaderboards' are.
 */
const FORMATTED_FIELDS = new Set([
  'year',
  'month',
  'limit',
  'industry',
  'months',
  'page:/api/radar/',
  'buyer',
  'role',
  'kind',
  'scopes',
]);

const enc = encodeURIComponent;

function queryCases(path: string, fields: string[], valid: Record<string, string> = {}): Case[] {
  return fields.map((field) => ({
    name: `GET ${path} ?${field}`,
    field,
    request: (text) => ({
      method: 'GET',
      url: `${path}?${new URLSearchParams({ ...valid, [field]: text }).toString()}`,
    }),
  }));
}

/** `valid` builds a fresh valid body (a new email each time, so per-account limits never trip). */
function bodyCases(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  valid: () => Record<string, unknown>,
): Case[] {
  return Object.keys(valid()).map((field) => ({
    name: `${method} ${path} ${field}`,
    field,
    request: (text) => ({ method, url: path, payload: { ...valid(), [field]: text } }),
  }));
}

function pathCase(method: 'GET' | 'DELETE' | 'PUT', path: (id: string) => string): Case {
  return {
    name: `${method} ${path('{id}')}`,
    field: 'id',
    request: (text) => ({
      method,
      url: path(enc(text)),
      payload: method === 'PUT' ? {} : undefined,
    }),
  };
}

const email = () => `ada-${randomUUID()}@example.test`;
const registration = () => ({
  email: email(),
  password: 'Correct-Horse-42',
  password2: 'Correct-Horse-42',
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Engines Ltd',
  industry: 'it_services',
  phone_number: '+44 20 7946 0000',
});

/** The keys of a query schema, through the pipes and refinements around its object. */
function queryKeys(schema: unknown): string[] {
  let current = schema as { shape?: object; def?: { in?: unknown; innerType?: unknown } };
  while (current && !current.shape) current = (current.def?.in ?? current.def?.innerType) as never;
  return Object.keys(current?.shape ?? {});
}

// Values for the path parameters of routes that take a query.
const PATH_VALUES: Record<string, string> = { board: 'buyers', hash: '0'.repeat(64), page: '1' };

/** Every query parameter of every route in API_ROUTES, so a route added later is covered too. */
const ROUTE_QUERY_CASES = API_ROUTES.filter((route) => route.query).flatMap((route) =>
  queryCases(
    route.path.replace(/\{(\w+)\}/g, (_match, name: string) => PATH_VALUES[name] ?? name),
    queryKeys(route.query),
  ),
);

const CASES: Case[] = [
  ...ROUTE_QUERY_CASES,
  ...queryCases('/api/search/', ['q'], { count_only: 'true' }),
  ...bodyCases('POST', '/api/contact/', () => ({
    name: 'Ada',
    email: email(),
    message: 'Hello',
    website: '',
  })),
  ...bodyCases('POST', '/api/auth/login/', () => ({ email: email(), password: 'secret-1' })),
  ...bodyCases('POST', '/api/auth/register/', registration),
  ...bodyCases('POST', '/api/auth/registration/', registration),
  ...bodyCases('POST', '/api/auth/registration/verify-email/', () => ({ key: 'abc' })),
  ...bodyCases('POST', '/api/auth/registration/resend-email/', () => ({ email: email() })),
  ...bodyCases('POST', '/api/auth/password/reset/', () => ({ email: email() })),
  ...bodyCases('POST', '/api/auth/login/link/', () => ({ email: email() })),
  ...bodyCases('POST', '/api/auth/login/link/confirm/', () => ({ token: 'abc-def' })),
  ...bodyCases('POST', '/api/auth/password/reset/confirm/', () => ({
    uid: 'MQ',
    token: 'abc-def',
    new_password1: 'Correct-Horse-42',
    new_password2: 'Correct-Horse-42',
  })),
  ...bodyCases('PUT', '/api/profile/', () => ({
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Engines Ltd',
    phone_number: '+44 20 7946 0000',
    industry: 'it_services',
  })),
  ...bodyCases('POST', '/api/favourites/', () => ({ opportunity_id: 'WAC-0000000000' })),
  ...bodyCases('POST', '/api/alert-profiles/', () => ({
    profile_name: 'Roads',
    keywords: 'resurfacing',
    cpv_codes: '45233141',
    location_keywords: 'Leeds',
    min_value: '1000',
    max_value: '2000',
    deadline_filter: 'ANY',
  })),
  ...bodyCases('POST', '/api/alert-profiles/unsubscribe/', () => ({ token: 'a'.repeat(40) })),
  ...bodyCases('POST', '/api/stripe/create-checkout-session/', () => ({
    price_id: 'price_premium_monthly',
    frontend_base_url: 'http://localhost:3000',
    promotion_code: 'SAVE10',
  })),
  ...bodyCases('POST', '/api/stripe/create-portal-session/', () => ({
    frontend_base_url: 'http://localhost:3000',
  })),
  ...bodyCases('POST', '/api/stripe/sync-checkout-session/', () => ({ session_id: 'cs_test_1' })),
  ...bodyCases('DELETE', '/api/auth/user/', () => ({ password: 'Correct-Horse-42' })),
  ...bodyCases('POST', '/api/workspaces/1/invitations/', () => ({
    email: email(),
    role: 'member',
  })),
  ...bodyCases('PUT', '/api/workspaces/1/members/2/', () => ({ role: 'viewer' })),
  ...bodyCases('PUT', '/api/workspaces/1/', () => ({ name: 'Bid team' })),
  ...bodyCases('POST', '/api/workspaces/invitations/accept/', () => ({ token: 'a'.repeat(43) })),
  pathCase('GET', (id) => `/api/workspaces/${id}/`),
  pathCase('GET', (id) => `/api/opportunities/${id}/`),
  pathCase('GET', (id) => `/api/opportunities/${id}/download-attachments/`),
  pathCase('GET', (id) => `/api/opportunities/${id}/framework/`),
  pathCase('GET', (id) => `/api/frameworks/${id}/`),
  pathCase('GET', (id) => `/api/opportunities/${id}/brief/`),
  pathCase('GET', (id) => `/api/opportunities/${id}/documents/`),
  pathCase('DELETE', (id) => `/api/favourites/${id}/`),
  ...(['GET', 'PUT', 'DELETE'] as const).map((method) => ({
    ...pathCase(method, (id) => `/api/watches/${id}/`),
    field: 'wac_id',
  })),
  ...bodyCases('POST', '/api/watches/unwatch/', () => ({ token: 'a'.repeat(40) })),
  pathCase('PUT', (id) => `/api/alert-profiles/${id}/`),
  ...bodyCases('POST', '/api/webhooks/', () => ({
    kind: 'slack',
    url: 'https://hooks.slack.com/services/T0/B0/x',
    endpoint_name: 'Bids',
  })),
  ...bodyCases('PUT', '/api/webhooks/1/', () => ({ endpoint_name: 'Bids' })),
  pathCase('PUT', (id) => `/api/webhooks/${id}/`),
  pathCase('DELETE', (id) => `/api/webhooks/${id}/`),
  ...bodyCases('POST', '/api/api-keys/', () => ({ key_name: 'CRM', scopes: ['search:read'] })),
  pathCase('DELETE', (id) => `/api/api-keys/${id}/`),
];

describe('control characters in client text', () => {
  let testApp: TestApp;
  let authHeader: { authorization: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    ({ authHeader } = await createUser(testApp.database.pool, { tier: 'premium' }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('walks the query parameters of every route in API_ROUTES', () => {
    const walked = new Set(ROUTE_QUERY_CASES.map((testCase) => testCase.name));
    for (const name of ['GET /api/cpv/ ?q', 'GET /api/radar/ ?q', 'GET /api/search/ ?buyer_name']) {
      expect(walked).toContain(name);
    }
  });

  it.each(CASES)('$name: a 400 naming the field', async ({ name, field, request }) => {
    const isFormatted =
      FORMATTED_FIELDS.has(field) || FORMATTED_FIELDS.has(`${field}:${name.split(' ')[1]}`);
    const message = isFormatted ? expect.any(String) : CONTROL_CHARACTER_MESSAGE;
    for (const poison of POISONS) {
      const options = request(poison);
      const response = await injectFrom(testApp.app, {
        ...options,
        headers: { ...authHeader, ...options.headers },
      });
      const context = `${options.method} ${options.url} with ${JSON.stringify(poison)}: ${response.body}`;
      expect(response.statusCode, context).toBe(400);
      const body = response.json() as Record<string, unknown>;
      expect(body.code, context).toBe('VALIDATION_ERROR');
      expect((body.errors as Record<string, unknown>)?.[field], context).toEqual([message]);
    }
  });

  it('keeps tabs and line breaks in free text', async () => {
    const response = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Ada', email: email(), message: 'Line one\r\n\tLine two' },
    });
    expect(response.statusCode).toBe(201);
  });
});
