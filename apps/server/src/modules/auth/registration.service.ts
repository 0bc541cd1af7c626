import {
  authMessages,
  type RegisterResponse,
  type registerRequestSchema,
  type VerifyEmailResponse,
} from '@wac/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError, type FieldErrors } from '../../http/app-error';
import { createRandomToken, hashToken } from '../../shared/token-hash';
import { enqueueEmail } from '../email/email.service';
import { EMAIL_VERIFICATION_LIFETIME_HOURS } from './account-tokens';
import { buildVerificationEmail } from './auth-emails';
import { hasFieldErrors, validationError } from './field-errors';
import { hashPassword } from './password-hash';
import { checkNewPassword } from './password-strength';
import { issueSessionToken } from './session.service';
import { rememberSignInAddress } from './sign-in-addresses.repository';
import {
  consumeEmailVerificationToken,
  insertEmailVerificationToken,
  isUsedVerificationConfirmed,
  type TokenRefusal,
} from './token.repository';
import { findUserByEmail, insertUserWithProfile, markEmailVerified } from './user.repository';
import { toUserResponse } from './user-response';

export const EMAIL_TAKEN_MESSAGE = 'A user is already registered with this e-mail address.';
export const VERIFICATION_SENT_MESSAGE =
  'If that account exists and is not yet confirmed, we have sent a new confirmation email.';
const LINK_REFUSED: Record<TokenRefusal, string> = {
  unknown: 'This link is invalid or has expired.',
  expired: 'This link is invalid or has expired.',
  // Used, and the account's address has changed since: the link is of no use any more.
  used: 'This link has already been used.',
};
export const EMAIL_CONFIRMED_MESSAGE = 'Your email address has been confirmed.';
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Your email address is already confirmed.';

type RegisterInput = z.output<typeof registerRequestSchema>;
type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/** Creates a verification token and the email that carries it (sent after commit). */
async function createVerificationEmail(
  deps: Deps,
  db: Queryable,
  user: { id: number; email: string; first_name: string },
) {
  const { token, hash } = createRandomToken();
  await insertEmailVerificationToken(db, {
    hash,
    userId: user.id,
    email: user.email,
    lifetimeHours: EMAIL_VERIFICATION_LIFETIME_HOURS,
  });
  return buildVerificationEmail(deps.env, user, {
    value: token,
    messageKey: `verify-email:${hash.toString('hex')}`,
  });
}

/**
 * Creates the account, signs it in and emails a confirmation link. Every problem is reported at
 * once, by field: email taken, weak password, passwords that differ.
 */
export async function registerAccount(
  deps: Deps,
  input: RegisterInput,
  clientAddressKey: string,
): Promise<RegisterResponse> {
  const fieldErrors: FieldErrors = {};
  if (await findUserByEmail(deps.db, input.email)) fieldErrors.email = [EMAIL_TAKEN_MESSAGE];
  const passwordProblems = await checkNewPassword(input.password, {
    email: input.email,
    names: [input.first_name, input.last_name, input.company_name],
  });
  if (passwordProblems.length > 0) fieldErrors.password = passwordProblems;
  if (input.password !== input.password2) {
    fieldErrors.non_field_errors = [authMessages.passwordsDoNotMatch];
  }
  if (hasFieldErrors(fieldErrors)) throw validationError(fieldErrors);

  const passwordHash = await hashPassword(input.password);
  const { user, key, email } = await withTransaction(deps.db, async (client) => {
    const created = await insertUserWithProfile(client, { ...input, passwordHash });
    // A concurrent registration of the same address got there first.
    if (!created) throw validationError({ email: [EMAIL_TAKEN_MESSAGE] });
    return {
      user: created,
      key: await issueSessionToken(client, created.id),
      email: await createVerificationEmail(deps, client, created),
    };
  });
  await enqueueEmail(deps, email);
  // Registering signs in: the owner's own address is known from the start (ADR 0055).
  await rememberSignInAddress(deps.db, user.id, clientAddressKey);
  return { user: toUserResponse(user), token: key, key };
}

/**
 * Confirms the address a verification link was sent to. The link confirms once; opened again
 * (a second click, the mail app's preview) while that address is still the account's and
 * confirmed, it answers `already_confirmed`: the reader's goal is met, so it is no failure.
 */
export async function verifyEmailAddress(
  deps: Pick<AppDeps, 'db'>,
  key: string,
): Promise<VerifyEmailResponse> {
  const hash = hashToken(key);
  return withTransaction(deps.db, async (client) => {
    const result = await consumeEmailVerificationToken(client, hash);
    if (typeof result === 'string') {
      if (result === 'used' && (await isUsedVerificationConfirmed(client, hash))) {
        return { detail: EMAIL_ALREADY_CONFIRMED_MESSAGE, already_confirmed: true };
      }
      throw new AppError('BAD_REQUEST', LINK_REFUSED[result]);
    }
    await markEmailVerified(client, result.userId, result.email);
    return { detail: EMAIL_CONFIRMED_MESSAGE, already_confirmed: false };
  });
}

/**
 * Sends a fresh link to an unconfirmed account, nothing otherwise. Like reset requests, the
 * route answers VERIFICATION_SENT_MESSAGE first and runs this after the reply (ADR 0057).
 */
export async function sendVerificationLinkAgain(deps: Deps, emailAddress: string): Promise<void> {
  const user = await findUserByEmail(deps.db, emailAddress);
  if (user?.is_active && !user.email_verified) {
    const email = await createVerificationEmail(deps, deps.db, user);
    await enqueueEmail(deps, email);
  }
}
