import type { DetailResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/registration/resend-email/: a fresh confirmation link, if still unconfirmed. */
export function resendVerificationEmail(email: string): Promise<DetailResponse> {
  return apiRequest<DetailResponse>('/api/auth/registration/resend-email/', {
    method: 'POST',
    body: { email },
  });
}
