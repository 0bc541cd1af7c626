import { ApiError } from '@/lib/api-error';

/** Words for refusals the server does not word for this page, and for failures without words. */
export const INVITATION_MESSAGES = {
  invalid:
    'This invitation link is not valid: it may have been revoked. Ask the person who invited you for a new one.',
  signedOut: 'Your session has ended. Log in again to accept the invitation.',
  failed: 'The invitation could not be accepted just now. Please try again.',
} as const;

/**
 * What the page says when accepting fails. The server words each refusal for people (expired,
 * already used, another email address, seats full, plan needed, already a member:
 * apps/server/src/modules/workspaces/invitations.service.ts), so its detail is shown as it is.
 * Unknown and revoked tokens share one 404 on purpose (a token reveals nothing); the page says
 * what that can mean.
 */
export function getInvitationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status >= 500) return INVITATION_MESSAGES.failed;
  if (error.status === 401) return INVITATION_MESSAGES.signedOut;
  if (error.status === 404) return INVITATION_MESSAGES.invalid;
  return error.detail ?? error.firstFieldError('token') ?? INVITATION_MESSAGES.failed;
}
