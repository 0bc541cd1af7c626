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
      answer(404, 'This invitation link is not valid.'),
      answer(429, 'This workspace has used all 25 of its seats (members and pending invitations).'),
      answer(403, 'Workspaces come with the Professional plan and above.'),
    ];
    for (const error of refusals) {
      expect(getInvitationErrorMessage(error, 'ada@example.test')).toBe(error.detail);
    }
  });

  it('names the signed-in account when the invitation was for another address', () => {
    const other = answer(
      403,
      'This invitation was sent to another email address: sign in with that address to accept it.',
    );
    expect(getInvitationErrorMessage(other, 'ada@example.test')).toBe(
      `${other.detail} You are signed in as ada@example.test.`,
    );
  });

  it('words answers that carry no words of their own', () => {
    expect(getInvitationErrorMessage(answer(404))).toBe(INVITATION_MESSAGES.invalid);
    expect(getInvitationErrorMessage(answer(401, 'Please log in to use workspaces.'))).toBe(
      INVITATION_MESSAGES.signedOut,
    );
    expect(getInvitationErrorMessage(answer(500, 'boom'))).toBe(INVITATION_MESSAGES.failed);
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
