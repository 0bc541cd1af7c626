import type { LoginResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { createRandomToken, hashToken } from '../../shared/token-hash';
import { enqueueEmail } from '../email/email.service';
import { SIGN_IN_LINK_LIFETIME_MINUTES } from './account-tokens';
import { buildSignInLinkEmail } from './auth-emails';
import { issueSessionToken } from './session.service';
import { rememberSignInAddress } from './sign-in-addresses.repository';
import { consumeSignInLinkToken, insertSignInLinkToken } from './sign-in-link.repository';
import { findUserByEmail, findUserById, markEmailVerified, recordLogin } from './user.repository';
import { toUserResponse } from './user-response';

/** The answer to every request for a link: it never says whether the account exists. */
export const SIGN_IN_LINK_SENT_MESSAGE = `If an account with that email exists, we have emailed it a one-time sign-in link. It works once, for ${SIGN_IN_LINK_LIFETIME_MINUTES} minutes.`;
const INVALID_LINK =
  'This sign-in link is invalid, already used or expired. Ask for a new one on the login page.';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

/**
 * Emails a one-time sign-in link to an active account's own address, and does nothing for any
 * other. The route answers SIGN_IN_LINK_SENT_MESSAGE first and runs this after the reply, as a
 * reset request does (ADR 0057): neither the answer nor its timing tells who has an account.
 * Whoever asks, the link goes only to the owner's mailbox (ADR 0171).
 */
export async function sendSignInLink(deps: Deps, emailAddress: string): Promise<void> {
  const user = await findUserByEmail(deps.db, emailAddress);
  if (!user?.is_active) return;
  const { token, hash } = createRandomToken();
  await insertSignInLinkToken(deps.db, {
    hash,
    userId: user.id,
    lifetimeMinutes: SIGN_IN_LINK_LIFETIME_MINUTES,
  });
  const email = buildSignInLinkEmail(deps.env, user, {
    token,
    messageKey: `sign-in-link:${hash.toString('hex')}`,
  });
  await enqueueEmail(deps, email);
}

/**
 * Signs in with the token of an emailed link: it works once, within its lifetime, for an active
 * account. The address it is used from becomes one the account knows (ADR 0055), so the owner's
 * password works there too from now on; the mailbox is confirmed, as a reset link confirms it.
 */
export async function signInWithLink(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  clientAddressKey: string,
): Promise<LoginResponse> {
  const signedIn = await withTransaction(deps.db, async (client) => {
    const userId = await consumeSignInLinkToken(client, hashToken(token));
    const user = userId === null ? null : await findUserById(client, userId);
    if (!user?.is_active) return null;
    await markEmailVerified(client, user.id, user.email);
    await recordLogin(client, user.id);
    await rememberSignInAddress(client, user.id, clientAddressKey);
    const key = await issueSessionToken(client, user.id);
    return { user: toUserResponse({ ...user, email_verified: true }), key };
  });
  if (!signedIn) {
    throw new AppError('BAD_REQUEST', INVALID_LINK, {
      fieldErrors: { non_field_errors: [INVALID_LINK] },
    });
  }
  return signedIn;
}
