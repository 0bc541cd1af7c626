import type { DetailResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login/link/: the answer never says whether the account exists (ADR 0171). */
export function requestSignInLink(email: string): Promise<DetailResponse> {
  return apiRequest<DetailResponse>('/api/auth/login/link/', {
    method: 'POST',
    body: { email },
    token: null,
  });
}
