import type { ApiKeyScope } from '@wac/contract';
import type { FastifyInstance } from 'fastify';

/** Makes an API key through the account API as the signed-in `owner`; answers the secret too. */
export async function createApiKeyThroughApi(
  app: FastifyInstance,
  owner: { authHeader: { authorization: string } },
  scopes: ApiKeyScope[],
  name = 'Test key',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-keys/',
    headers: owner.authHeader,
    payload: { key_name: name, scopes },
  });
  if (response.statusCode !== 201) {
    throw new Error(`key not created: ${response.statusCode} ${response.body}`);
  }
  const key = response.json() as { id: number; secret: string; prefix: string };
  return { ...key, bearer: { authorization: `Bearer ${key.secret}` } };
}
