import { ApiError } from '@/lib/api-error';

export const REGISTRATION_MESSAGES = {
  failed: 'Registration failed',
  malformed: 'Registration response was malformed.',
  unknown: 'An unknown registration error occurred.',
} as const;

/**
 * The one message a failed registration shows (public-area.md section 5): the email error
 * (`Email: ...`), then the password error (`Password: ...`), then the first non-field error,
 * then the detail; else "Registration failed". Anything that is not an API answer gives the
 * unknown-error text.
 */
export function getRegistrationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error && error.message === REGISTRATION_MESSAGES.malformed
      ? REGISTRATION_MESSAGES.malformed
      : REGISTRATION_MESSAGES.unknown;
  }
  const email = error.firstFieldError('email');
  if (email) return `Email: ${email}`;
  const password = error.firstFieldError('password');
  if (password) return `Password: ${password}`;
  return error.firstFieldError('non_field_errors') ?? error.detail ?? REGISTRATION_MESSAGES.failed;
}
