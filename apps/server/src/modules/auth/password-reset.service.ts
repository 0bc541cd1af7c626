import {
  authMessages,
  type passwordResetConfirmRequestSchema,
  type passwordResetLinkRequestSchema,
} from '@wac/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError, type FieldErrors } from '../../http/app-error';
import { createRandomToken, hashToken } from '../../shared/token-hash';
import { enqueueEmail } from '../email/email.service';
import { decodeUid, encodeUid, PASSWORD_RESET_LIFETIME_MINUTES } from './account-tokens';
import { buildPasswordResetEmail } from './auth-emails';
import { hasFieldErrors, validationError } from './field-errors';
import { forgetLoginFailures } from './login-throttle';
import { hashPassword } from './password-hash';
import { checkNewPassword } from './password-strength';
import {
  deleteAuthTokensOfUser,
  insertPasswordResetToken,
  lockPasswordResetToken,
  usePasswordResetTokensOfUser,
} from './token.repository';
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
type LinkInput = z.output<typeof passwordResetLinkRequestSchema>;
export const LIVE_LINK_MESSAGE = 'This password reset link can be used.';

/**
 * Emails a single-use reset link to an active account, and does nothing for any other address.
 * The route answers RESET_REQUESTED_MESSAGE first and runs this after the reply (ADR 0057), so
 * neither the answer nor its timing tells whether the account exists.
 */
export async function sendPasswordResetLink(deps: Deps, emailAddress: string): Promise<void> {
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
}

// Matches no user: a uid that does not decode is looked up like any other, with the same work.
const NO_USER_ID = 0;

/**
 * The active user a live reset link belongs to, its token locked for the caller's transaction;
 * otherwise the link is refused. A bad uid and a bad token get the same answer after the same
 * queries (the token is looked up for that user first), so neither says which accounts exist.
 */
async function lockLiveResetLink(client: Queryable, input: LinkInput) {
  const userId = decodeUid(input.uid) ?? NO_USER_ID;
  const lock = await lockPasswordResetToken(client, hashToken(input.token), userId);
  if (lock !== true) throw invalidLink(lock === 'used' ? USED_LINK : INVALID_LINK);
  const user = await findUserById(client, userId);
  if (!user?.is_active) throw invalidLink(INVALID_LINK);
  return user;
}

/**
 * Answers whether a reset link can still be used, for the page to say so when it opens rather
 * than after the password was typed twice (issue 28). Nothing changes; same answers as confirm.
 */
export async function checkPasswordResetLink(deps: Pick<AppDeps, 'db'>, input: LinkInput) {
  await withTransaction(deps.db, (client) => lockLiveResetLink(client, input));
  return { detail: LIVE_LINK_MESSAGE };
}

/**
 * Sets the new password if the link is live. In one transaction: the password changes, every
 * open reset link of the user is used up, every session is signed out, and the address counts
 * as confirmed (the link proved the user reads that mailbox). A weak password leaves the link
 * usable for another try.
 */
export async function confirmPasswordReset(deps: Pick<AppDeps, 'db'>, input: ConfirmInput) {
  const email = await withTransaction(deps.db, async (client) => {
    const user = await lockLiveResetLink(client, input);
    const userId = user.id;

    const fieldErrors: FieldErrors = {};
    const problems = await checkNewPassword(input.new_password1, {
      email: user.email,
      names: [user.first_name, user.last_name],
    });
    if (problems.length > 0) fieldErrors.new_password1 = problems;
    if (input.new_password1 !== input.new_password2) {
      fieldErrors.new_password2 = [authMessages.passwordsDoNotMatch];
    }
    if (hasFieldErrors(fieldErrors)) throw validationError(fieldErrors);

    await updatePasswordHash(client, userId, await hashPassword(input.new_password1));
    await usePasswordResetTokensOfUser(client, userId);
    await deleteAuthTokensOfUser(client, userId);
    await markEmailVerified(client, userId, user.email);
    return user.email;
  });
  await forgetLoginFailures(deps.db, email);
  return { detail: 'Password has been reset with the new password.' };
}

/** The link as a whole is refused: which of its two parts was wrong is not said. */
function invalidLink(detail: string): AppError {
  return new AppError('BAD_REQUEST', detail, { fieldErrors: { non_field_errors: [detail] } });
}
