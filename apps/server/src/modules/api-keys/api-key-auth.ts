import {
  API_KEY_MESSAGES,
  API_KEY_ROUTE_SCOPES,
  type ApiKeyScope,
  apiRouteKey,
  describeLowestPlanWith,
  keyScopesInclude,
} from '@wac/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../shared/token-hash';
import { formatSeconds } from '../auth/auth-rate-limits';
import { findActiveApiKey, type PresentedApiKey, touchApiKey } from './api-keys.repository';
import { canUseApiKeys } from './api-keys.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request came with (its owner is `request.user`), or null. */
    apiKey: Pick<PresentedApiKey, 'id' | 'scopes'> | null;
  }
}

/** `last_used_at` is written at most this often per key, not on every request. */
export const LAST_USED_WRITE_SECONDS = 60;

// Only `wac_` secrets are keys: other Bearer tokens (the /metrics token) are not ours to judge.
const BEARER_KEY = /^Bearer\s+(wac_[A-Za-z0-9_-]{10,200})$/;

/** The key secret in `Authorization: Bearer wac_...`, or null. */
export function readBearerKey(header: string | undefined): string | null {
  return header ? (BEARER_KEY.exec(header.trim())?.[1] ?? null) : null;
}

export type ApiKeyAuthenticator = (
  request: FastifyRequest,
  options?: { isCounted?: boolean },
) => Promise<void>;

/**
 * Checks the request's key and makes its owner the request's user: unknown or revoked 401,
 * owner without the plan 403, over the key's per-minute limit 429. The key is read from the
 * database each time (no cache that could outlive a revocation).
 */
export function createApiKeyAuthenticator(app: FastifyInstance): ApiKeyAuthenticator {
  const limiter = app.createRateLimit({
    max: app.deps.env.API_KEY_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-key:${request.apiKey?.id ?? 'none'}`,
  });
  return async (request, { isCounted = true } = {}) => {
    const secret = readBearerKey(request.headers.authorization);
    if (!secret) throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalid);
    const key = await findActiveApiKey(app.deps.db, hashToken(secret), LAST_USED_WRITE_SECONDS);
    if (!key) throw new AppError('UNAUTHENTICATED', API_KEY_MESSAGES.invalid);
    if (!canUseApiKeys(key.user)) {
      throw new AppError(
        'FORBIDDEN',
        API_KEY_MESSAGES.needsPlan(describeLowestPlanWith('api_keys')),
      );
    }
    request.user = key.user;
    request.apiKey = { id: key.id, scopes: key.scopes };
    const state = isCounted ? await limiter(request) : null;
    if (state && !state.isAllowed && state.isExceeded) {
      throw new AppError(
        'RATE_LIMITED',
        `This API key made too many requests. Please try again in ${formatSeconds(state.ttlInSeconds)}.`,
        { retryAfterSeconds: state.ttlInSeconds },
      );
    }
    if (key.is_use_stale) await touchApiKey(app.deps.db, key.id, LAST_USED_WRITE_SECONDS);
  };
}

/** 403 naming the scope unless the request's key holds it (write scopes include reading). */
export function requireKeyScope(request: FastifyRequest, scope: ApiKeyScope | undefined) {
  if (!request.apiKey) return;
  if (!scope) throw new AppError('FORBIDDEN', API_KEY_MESSAGES.notHere);
  if (!keyScopesInclude(request.apiKey.scopes, scope)) {
    throw new AppError('FORBIDDEN', API_KEY_MESSAGES.missingScope(scope));
  }
}

/**
 * `Authorization: Bearer wac_...` on the API's routes (ADR 0210): the key's owner becomes the
 * request's user for the routes `API_KEY_ROUTE_SCOPES` lists, if the key holds the route's
 * scope; every other route refuses a key.
 */
export const apiKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('apiKey', null);
  const authenticate = createApiKeyAuthenticator(app);
  app.decorate('authenticateApiKey', authenticate);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || !readBearerKey(request.headers.authorization)) return;
    await authenticate(request);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    requireKeyScope(request, API_KEY_ROUTE_SCOPES[apiRouteKey(method, route)]);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks a request's API key (for routes outside /api, such as /mcp). */
    authenticateApiKey: ApiKeyAuthenticator;
  }
}
