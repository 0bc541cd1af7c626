import { ApiError } from '@/lib/api-error';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
export const SESSION_UNREACHABLE_MESSAGE = 'Could not connect to server to verify session.';
export const LOGIN_FAILED_MESSAGE = 'Login failed';

/**
 * Only a 4xx answer proves the stored token is bad. A network failure, or a 5xx (which is what
 * the dev proxy answers when the API is down), means the session could not be checked.
 */
export function isSessionRejected(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500;
}

export function getSessionErrorMessage(error: unknown): string {
  if (!isSessionRejected(error)) return SESSION_UNREACHABLE_MESSAGE;
  return error.detail ?? SESSION_EXPIRED_MESSAGE;
}

export const SIGN_IN_LINK_FAILED_MESSAGE =
  'Could not sign you in with this link. Ask for a new one on the login page.';

/** The code of a login refused because the account is closed to new addresses (ADR 0171). */
export const NEW_ADDRESS_LOCKED_CODE = 'NEW_ADDRESS_LOCKED';

/** True when the login page should offer the owner a one-time sign-in link by email. */
export function isClosedToNewAddresses(error: unknown): boolean {
  const cause = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
  return cause instanceof ApiError && cause.code === NEW_ADDRESS_LOCKED_CODE;
}

export function getSignInLinkErrorMessage(error: unknown): string {
  return error instanceof ApiError
    ? (error.detail ?? SIGN_IN_LINK_FAILED_MESSAGE)
    : SIGN_IN_LINK_FAILED_MESSAGE;
}

/** The detail, else the first non_field_errors entry, else "Login failed". */
export function getLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.detail ?? error.firstFieldError('non_field_errors') ?? LOGIN_FAILED_MESSAGE;
  }
  return LOGIN_FAILED_MESSAGE;
}
