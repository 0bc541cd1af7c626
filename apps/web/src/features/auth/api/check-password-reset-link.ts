import type { DetailResponse, PasswordResetLinkRequest } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/**
 * POST /api/auth/password/reset/validate/: can this link still set a password? A dead link is
 * an expected answer (400), not an error to report, hence the untracked call.
 */
export function checkPasswordResetLink(link: PasswordResetLinkRequest): Promise<DetailResponse> {
  return apiRequestUntracked<DetailResponse>('/api/auth/password/reset/validate/', {
    method: 'POST',
    body: link,
    token: null,
  });
}
