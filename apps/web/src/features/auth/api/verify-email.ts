import type { VerifyEmailResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/registration/verify-email/ with the key from the emailed link. */
export function verifyEmail(key: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('/api/auth/registration/verify-email/', {
    method: 'POST',
    body: { key },
    token: null,
  });
}
