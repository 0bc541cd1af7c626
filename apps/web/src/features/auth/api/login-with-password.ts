import type { LoginResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export type { LoginResponse };

/** POST /api/auth/login/. Sent without a token so a stale stored one cannot get in the way. */
export function loginWithPassword(email: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login/', {
    method: 'POST',
    body: { email, password },
    token: null,
  });
}
