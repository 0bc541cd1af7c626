import { randomUUID } from 'node:crypto';
import { BROKEN_CHARACTER_MESSAGE } from '@wac/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BillingTestApp,
  createBillingTestApp,
  PUBLIC_ORIGIN,
} from './billing/billing-test-kit';
import { createUser } from './factories/user';
import { injectFrom, STRONG_PASSWORD } from './helpers/accounts';

// Issue 35 item 3: `{"session_id":"\ud800"}` reached the Stripe SDK, whose encodeURIComponent
// threw (a 500). Half a surrogate pair is not Unicode text: every string a client sends is
// refused by the contract's one string rule (ADR 0170). This walks the OpenAPI document, so a
// route added later is fuzzed too, with billing on (the fake Stripe) and a signed-in caller.
const LONE = ['\ud800', 'St Bede\udc00s', 'end\udbff'];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Valid values of body fields whose form matters, so each request fails only on its poison. */
const VALID_BY_NAME: Record<string, () => unknown> = {
  email: () => `ada-${randomUUID()}@example.test`,
  password: () => STRONG_PASSWORD,
  password2: () => STRONG_PASSWORD,
  new_password1: () => STRONG_PASSWORD,
  new_password2: () => STRONG_PASSWORD,
  price_id: () => 'price_premium_monthly',
  frontend_base_url: () => PUBLIC_ORIGIN,
  opportunity_id: () => 'WAC-0000000000',
  token: () => 'a'.repeat(40),
  uid: () => 'MQ',
  phone_number: () => '+44 20 7946 0000',
  session_id: () => 'cs_test_1',
  min_value: () => '1000',
  max_value: () => '2000',
};

/** Values for path parameters (the route must match for the request to reach its schema). */
const VALID_PATH: Record<string, string> = {
  board: 'buyers',
  role: 'buyer',
  id: '1',
  stageId: '1',
  itemId: '1',
  noteId: '1',
  taskId: '1',
  file: 'x.ics',
  hash: '0'.repeat(64),
  page: '1',
};

function exampleOf(name: string, schema: JsonSchema): unknown {
  const byName = VALID_BY_NAME[name];
  if (byName) return byName();
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return exampleOf(name, schema.anyOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [exampleOf(name, schema.items ?? { type: 'string' })];
  return 'Roads';
}

/** Whether a client can put free text in the field (a string that is not one fixed choice). */
function acceptsText(schema: JsonSchema): boolean {
  if (schema.anyOf) return schema.anyOf.some(acceptsText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.enum;
}

type Case = {
  name: string;
  field: string;
  isText: boolean;
  request: (lone: string) => InjectOptions;
};

function casesOf(path: string, method: string, operation: Operation): Case[] {
  const cases: Case[] = [];
  const params = operation.parameters ?? [];
  const url = (poisoned?: { in: string; name: string; value: string }) => {
    const resolved = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      poisoned?.in === 'path' && poisoned.name === name ? poisoned.value : VALID_PATH[name]!,
    );
    return poisoned?.in === 'query' ? `${resolved}?${poisoned.name}=${poisoned.value}` : resolved;
  };
  for (const param of params) {
    // A URL is bytes: the nearest a client gets is the UTF-8-like bytes of a surrogate (which do
    // not decode, so the text stays percent-encoded) or the raw character (which the URL parser
    // replaces). Neither may cause a 5xx.
    cases.push({
      name: `${method.toUpperCase()} ${path} ${param.in} ${param.name}`,
      field: param.name,
      isText: false,
      request: (lone) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        url: url({ ...param, value: lone.includes('\ud800') ? '%ED%A0%80' : lone }),
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      }),
    });
  }
  const schema = operation.requestBody?.content['application/json']?.schema;
  const body = schema?.anyOf?.find((option) => option.properties) ?? schema;
  const properties = Object.entries(body?.properties ?? {});
  const valid = () =>
    Object.fromEntries(properties.map(([name, field]) => [name, exampleOf(name, field)]));
  for (const [name, field] of properties) {
    cases.push({
      name: `${method.toUpperCase()} ${path} body ${name}`,
      field: name,
      isText: acceptsText(field),
      request: (lone) => ({
        method: method.toUpperCase() as InjectOptions['method'],
        url: url(),
        // JSON.stringify escapes a lone surrogate as \ud800: exactly what a client sends.
        payload: JSON.stringify({ ...valid(), [name]: lone }),
        headers: { 'content-type': 'application/json' },
      }),
    });
  }
  return cases;
}

describe('lone surrogates in anything a client sends (issue 35 item 3)', () => {
  let testApp: BillingTestApp;
  let authHeader: { authorization: string };
  let cases: Case[] = [];
  beforeAll(async () => {
    testApp = await createBillingTestApp();
    ({ authHeader } = await createUser(testApp.database.pool, { tier: 'premium' }));
    const document = (await testApp.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    cases = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => casesOf(path, method, operation)),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const send = (options: InjectOptions) =>
    injectFrom(testApp.app, { ...options, headers: { ...authHeader, ...options.headers } });

  it('the session id that reached the Stripe SDK is a 400 naming it', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/stripe/sync-checkout-session/',
      payload: '{"session_id":"\\ud800"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { session_id: [BROKEN_CHARACTER_MESSAGE] },
    });
  });

  it('walks every operation of the OpenAPI document', () => {
    const names = new Set(cases.map((testCase) => testCase.name));
    for (const name of [
      'POST /api/stripe/sync-checkout-session/ body session_id',
      'POST /api/auth/login/ body password',
      'GET /api/search/ query q',
      'GET /api/opportunities/{id}/ path id',
      'PUT /api/alert-profiles/{id}/ body keywords',
    ]) {
      expect(names).toContain(name);
    }
    expect(cases.length).toBeGreaterThan(100);
  });

  it('no 5xx from any field or parameter; text fields are a 400 naming the field', async () => {
    const failures: string[] = [];
    for (const testCase of cases) {
      for (const lone of LONE) {
        const response = await send(testCase.request(lone));
        const context = `${testCase.name} with ${JSON.stringify(lone)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) failures.push(context);
        // The webhook reads Stripe's signed bytes, not a contract schema: refused by signature.
        if (!testCase.isText || testCase.name.includes('/api/stripe/webhook/')) continue;
        const body = response.json() as { errors?: Record<string, string[]> };
        if (response.statusCode !== 400 || !body.errors?.[testCase.field]?.length) {
          failures.push(`not a 400 naming the field: ${context}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
