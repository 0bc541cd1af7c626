import type { DetailResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password/reset/: the answer never says whether the account exists. */
export function requestPasswordReset(email: string): Promise<DetailResponse> {
  return apiRequest<DetailResponse>('/api/auth/password/reset/', {
    method: 'POST',
    body: { email },
    token: null,
  });
}
