import type { DetailResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/registration/verify-email/ with the key from the emailed link. */
export function verifyEmail(key: string): Promise<DetailResponse> {
  return apiRequest<DetailResponse>('/api/auth/registration/verify-email/', {
    method: 'POST',
    body: { key },
    token: null,
  });
}
