import { ApiError } from '@/lib/api-error';

/** Words for an accept that failed without a server answer in words (offline, a 5xx). */
export const INVITATION_MESSAGES = {
  invalid: 'This invitation link is not valid. Ask the person who invited you for a new one.',
  signedOut: 'Your session has ended. Log in again to accept the invitation.',
  failed: 'The invitation could not be accepted just now. Please try again.',
} as const;

/**
 * What the page says when accepting fails. The server words each refusal for people (expired,
 * already used, revoked or unknown, another email address, seats full, plan needed:
 * apps/server/src/modules/workspaces/invitations.service.ts), so its detail is shown as it is;
 * a wrong address also names the account signed in, so the reader knows which one to change.
 */
export function getInvitationErrorMessage(error: unknown, signedInEmail?: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return INVITATION_MESSAGES.failed;
  if (error.status === 401) return INVITATION_MESSAGES.signedOut;
  const detail = error.detail ?? error.firstFieldError('token');
  if (!detail)
    return error.status === 404 ? INVITATION_MESSAGES.invalid : INVITATION_MESSAGES.failed;
  const isOtherAddress = error.status === 403 && /another email address/i.test(detail);
  return isOtherAddress && signedInEmail
    ? `${detail} You are signed in as ${signedInEmail}.`
    : detail;
}
