import { ApiError } from '@/lib/api-error';
import { AUTH_MESSAGES } from './auth-messages';

/** Request page: the server's first email error, else the generic text. */
export function getResetRequestErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.firstFieldError('email') ?? AUTH_MESSAGES.resetRequestFailed;
  }
  return AUTH_MESSAGES.resetRequestFailed;
}

/**
 * Confirm page: "Request failed." plus the server's detail, else every field message it sent
 * (the body), so a weak-password answer says why.
 */
export function getResetConfirmErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const reason =
      error.detail ?? Object.values(error.fieldErrors).flat().filter(Boolean).join(' ');
    return reason
      ? `${AUTH_MESSAGES.resetFailedPrefix} ${reason}`
      : AUTH_MESSAGES.resetFailedPrefix;
  }
  const message = error instanceof Error ? error.message : '';
  return message
    ? `${AUTH_MESSAGES.resetFailedPrefix} ${message}`
    : AUTH_MESSAGES.resetFailedPrefix;
}
