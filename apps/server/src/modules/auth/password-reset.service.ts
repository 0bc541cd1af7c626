import { authMessages, type passwordResetConfirmRequestSchema } from '@wac/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError, type FieldErrors } from '../../http/app-error';
import { enqueueEmail } from '../email/email.service';
import { decodeUid, encodeUid, PASSWORD_RESET_LIFETIME_MINUTES } from './account-tokens';
import { buildPasswordResetEmail } from './auth-emails';
import { hasFieldErrors, validationError } from './field-errors';
import { hashPassword } from './password-hash';
import { findPasswordProblems } from './password-strength';
import {
  deleteAuthTokensOfUser,
  insertPasswordResetToken,
  lockPasswordResetToken,
  usePasswordResetTokensOfUser,
} from './token.repository';
import { createRandomToken, hashToken } from './token-hash';
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  updatePasswordHash,
} from './user.repository';

/** The spec's success text; it never says whether the account exists. */
export const RESET_REQUESTED_MESSAGE =
  'If an account with that email exists, a password reset link has been sent.';
const INVALID_LINK = 'This password reset link is invalid or has expired.';
const USED_LINK = 'This password reset link has already been used.';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;
type ConfirmInput = z.output<typeof passwordResetConfirmRequestSchema>;

/** Emails a single-use reset link to an active account; the answer is the same either way. */
export async function requestPasswordReset(deps: Deps, emailAddress: string) {
  const user = await findUserByEmail(deps.db, emailAddress);
  if (user?.is_active) {
    const { token, hash } = createRandomToken();
    await insertPasswordResetToken(deps.db, {
      hash,
      userId: user.id,
      lifetimeMinutes: PASSWORD_RESET_LIFETIME_MINUTES,
    });
    const email = buildPasswordResetEmail(deps.env, user, {
      uid: encodeUid(user.id),
      token,
      messageKey: `password-reset:${hash.toString('hex')}`,
    });
    await enqueueEmail(deps, email);
  }
  return { detail: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets the new password if the link is live. In one transaction: the password changes, every
 * open reset link of the user is used up, every session is signed out, and the address counts
 * as confirmed (the link proved the user reads that mailbox). A weak password leaves the link
 * usable for another try.
 */
export async function confirmPasswordReset(deps: Pick<AppDeps, 'db'>, input: ConfirmInput) {
  const userId = decodeUid(input.uid);
  if (userId === null) throw invalidLink(INVALID_LINK, 'uid');
  await withTransaction(deps.db, async (client) => {
    const user = await findUserById(client, userId);
    if (!user?.is_active) throw invalidLink(INVALID_LINK, 'uid');
    const lock = await lockPasswordResetToken(client, hashToken(input.token), userId);
    if (lock !== true) throw invalidLink(lock === 'used' ? USED_LINK : INVALID_LINK, 'token');

    const fieldErrors: FieldErrors = {};
    const problems = findPasswordProblems(input.new_password1, user.email);
    if (problems.length > 0) fieldErrors.new_password1 = problems;
    if (input.new_password1 !== input.new_password2) {
      fieldErrors.new_password2 = [authMessages.passwordsDoNotMatch];
    }
    if (hasFieldErrors(fieldErrors)) throw validationError(fieldErrors);

    await updatePasswordHash(client, userId, await hashPassword(input.new_password1));
    await usePasswordResetTokensOfUser(client, userId);
    await deleteAuthTokensOfUser(client, userId);
    await markEmailVerified(client, userId, user.email);
  });
  return { detail: 'Password has been reset with the new password.' };
}

function invalidLink(detail: string, field: 'uid' | 'token'): AppError {
  return new AppError('BAD_REQUEST', detail, { fieldErrors: { [field]: [detail] } });
}
