import type { ApiKeyListResponse, CreateApiKeyRequest, CreatedApiKey } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** GET /api/api-keys/: the keys that still work (never their secrets). */
export function getApiKeys(): Promise<ApiKeyListResponse> {
  return apiRequest<ApiKeyListResponse>('/api/api-keys/');
}

/** POST /api/api-keys/: a new key; its secret is in this answer and nowhere else. */
export function createApiKey(request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return apiRequest<CreatedApiKey>('/api/api-keys/', { method: 'POST', body: request });
}

/** DELETE /api/api-keys/{id}/: the key stops working at once. */
export function revokeApiKey(id: number): Promise<void> {
  return apiRequest<void>(`/api/api-keys/${id}/`, { method: 'DELETE' });
}
