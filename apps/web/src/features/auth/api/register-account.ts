import type { RegisterRequest, RegisterResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/auth/register/ (the server also answers /api/auth/registration/). The answer is
 * checked by the caller: the spec requires both `user` and `token`.
 */
export function registerAccount(payload: RegisterRequest): Promise<Partial<RegisterResponse>> {
  return apiRequest<Partial<RegisterResponse>>('/api/auth/register/', {
    method: 'POST',
    body: payload,
    token: null,
  });
}
