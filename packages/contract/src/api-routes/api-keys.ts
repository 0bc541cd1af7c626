import {
  apiKeyListResponseSchema,
  apiKeyParamsSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from '../api-keys';
import type { ApiRoute } from './api-route';

const base = { tag: 'API keys', isSignedIn: true } as const;

/** The account's API keys (issue 34, ADR 0210); signed-in session only, never a key. */
export const API_KEYS_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: '/api/api-keys/',
    summary: 'Your API keys that still work (never their secrets), and whether you may make one',
    responses: { 200: apiKeyListResponseSchema },
  },
  {
    ...base,
    method: 'post',
    path: '/api/api-keys/',
    summary:
      'Make a key with a name (`key_name`; `name` is read too) and scopes (paid plans); its secret is answered only now',
    body: createApiKeyRequestSchema,
    responses: { 201: createdApiKeySchema },
  },
  {
    ...base,
    method: 'delete',
    path: '/api/api-keys/{id}/',
    summary: 'Revoke a key: it stops working at once',
    params: apiKeyParamsSchema,
    responses: { 204: null },
  },
];
