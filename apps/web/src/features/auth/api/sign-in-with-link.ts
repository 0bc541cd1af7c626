import type { LoginResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login/link/confirm/ with the token of an emailed sign-in link (works once). */
export function signInWithLink(token: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login/link/confirm/', {
    method: 'POST',
    body: { token },
    token: null,
  });
}
