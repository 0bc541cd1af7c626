import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

let registered = 0;

/**
 * A random client address for X-Forwarded-For (the app trusts the proxy), so per-IP rate
 * limits never trip in tests that are not about them.
 */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** app.inject from a fresh client address unless `ip` is given. */
export function injectFrom(
  app: FastifyInstance,
  options: InjectOptions & { ip?: string },
): Promise<LightMyRequestResponse> {
  const { ip, ...rest } = options;
  // The socket address, not X-Forwarded-For: the app trusts no proxy unless TRUST_PROXY is set.
  return app.inject({ ...rest, remoteAddress: ip ?? randomClientIp() } as InjectOptions);
}

export const STRONG_PASSWORD = 'Correct-Horse-42';

/** A complete, valid registration body with a unique email. */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  registered += 1;
  return {
    email: `ada${registered}-${Date.now()}@example.test`,
    password: STRONG_PASSWORD,
    password2: STRONG_PASSWORD,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Analytical Engines Ltd',
    industry: 'it_services',
    phone_number: '+44 20 7946 0000',
    ...overrides,
  };
}

/** Registers through the API and answers the parsed `{ user, token }`. */
export async function registerThroughApi(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const body = buildRegistration(overrides);
  const response = await injectFrom(app, {
    method: 'POST',
    url: '/api/auth/register/',
    payload: body,
  });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  }
  const answer = response.json() as { user: { id: number; email: string }; token: string };
  return {
    ...answer,
    password: body.password,
    authHeader: { authorization: `Token ${answer.token}` },
  };
}
