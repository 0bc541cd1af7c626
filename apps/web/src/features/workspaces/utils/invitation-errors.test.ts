import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { getInvitationErrorMessage, INVITATION_MESSAGES } from './invitation-errors';

const answer = (status: number, detail?: string) =>
  new ApiError(detail ?? 'An API error occurred.', { status, detail });

describe('invitation errors', () => {
  it("shows the server's words for each refusal", () => {
    const refusals = [
      answer(409, 'This invitation has already been used.'),
      answer(409, 'This invitation has expired: ask for a new one.'),
      answer(
        403,
        'This invitation was sent to another email address: sign in with that address to accept it.',
      ),
      answer(429, 'This workspace has used all 25 of its seats (members and pending invitations).'),
      answer(403, 'Workspaces come with the Professional plan and above.'),
    ];
    for (const error of refusals) expect(getInvitationErrorMessage(error)).toBe(error.detail);
  });

  it('says a link that is not valid may have been revoked', () => {
    // Revoked and unknown tokens share one 404 on purpose: the page names both.
    expect(getInvitationErrorMessage(answer(404, 'This invitation link is not valid.'))).toBe(
      INVITATION_MESSAGES.invalid,
    );
    expect(INVITATION_MESSAGES.invalid).toMatch(/revoked/);
  });

  it('words answers that carry no words of their own', () => {
    expect(getInvitationErrorMessage(answer(401, 'Please log in to use workspaces.'))).toBe(
      INVITATION_MESSAGES.signedOut,
    );
    expect(getInvitationErrorMessage(answer(500, 'boom'))).toBe(INVITATION_MESSAGES.failed);
    expect(getInvitationErrorMessage(answer(409))).toBe(INVITATION_MESSAGES.failed);
    expect(getInvitationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      INVITATION_MESSAGES.failed,
    );
  });

  it('reads a token field error when the body has no detail', () => {
    const error = new ApiError('x', {
      status: 400,
      fieldErrors: { token: ['This invitation code is not valid.'] },
    });
    expect(getInvitationErrorMessage(error)).toBe('This invitation code is not valid.');
  });
});
