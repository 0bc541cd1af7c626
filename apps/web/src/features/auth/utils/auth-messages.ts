/** Texts of the auth screens that the spec fixes (public-area.md sections 5 and 8). */
export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match.',
  resetRequested: 'If an account with that email exists, a password reset link has been sent.',
  resetRequestFailed: 'An error occurred. Please try again.',
  resetDone: 'Your password has been reset successfully!',
  resetFailedPrefix: 'Request failed.',
  confirmLinkInvalid: 'This link is invalid or has expired.',
  /** The server's own words come first; this is for an answer without them. */
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  confirmKeyMissing: 'No confirmation key provided.',
  verifyReminder: 'Please confirm your email address: we sent you a link when you registered.',
} as const;
