import { apiKeyParamsSchema, createApiKeyRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { createApiKey, listApiKeys, revokeUserApiKey } from './api-keys.service';

const LOGIN_FOR_KEYS = 'Please log in to manage your API keys.';

/**
 * `name` (as the list answers it) is taken for `key_name` when that is missing, so a client
 * that sends back what it read is not refused; the contract's field stays `key_name`.
 */
function readKeyNameAlias(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { name, ...rest } = body as Record<string, unknown>;
  return 'key_name' in rest || name === undefined ? body : { ...rest, key_name: name };
}

/** /api/api-keys: the account page's keys (session only: a key cannot manage keys). */
export const apiKeysRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    const answer = await listApiKeys(app.deps, requireUser(request, LOGIN_FOR_KEYS));
    return reply.header('cache-control', 'private, no-store').send(answer);
  });

  app.post('/', async (request, reply) => {
    const user = requireUser(request, LOGIN_FOR_KEYS);
    const input = parseInput(createApiKeyRequestSchema, readKeyNameAlias(request.body));
    const created = await createApiKey(app.deps, user, input);
    return reply.status(201).header('cache-control', 'private, no-store').send(created);
  });

  app.delete('/:id', async (request, reply) => {
    const user = requireUser(request, LOGIN_FOR_KEYS);
    const { id } = parseInput(apiKeyParamsSchema, request.params);
    await revokeUserApiKey(app.deps, user, id);
    return reply.status(204).send();
  });
};
