import type { DetailResponse, PasswordResetConfirmRequest } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/password/reset/confirm/ with the uid and token of the emailed link. */
export function confirmPasswordReset(
  payload: PasswordResetConfirmRequest,
): Promise<DetailResponse> {
  return apiRequest<DetailResponse>('/api/auth/password/reset/confirm/', {
    method: 'POST',
    body: payload,
    token: null,
  });
}
