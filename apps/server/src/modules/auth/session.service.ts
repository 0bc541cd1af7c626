import type { LoginResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { TOKEN_IDLE_LIFETIME_DAYS } from '../../http/auth-context';
import { createRandomToken } from '../../shared/token-hash';
import { admitLoginAttempt } from './login-throttle';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';
import {
  deleteAuthToken,
  deleteExpiredAuthTokensOfUser,
  insertAuthToken,
} from './token.repository';
import { findUserByEmail, recordLogin, updatePasswordHash } from './user.repository';
import { toUserResponse } from './user-response';

export const INVALID_CREDENTIALS_MESSAGE = 'Unable to log in with provided credentials.';

/** A new session token for the user; only its hash is stored. */
export async function issueSessionToken(db: Queryable, userId: number): Promise<string> {
  await deleteExpiredAuthTokensOfUser(db, userId);
  const { token, hash } = createRandomToken();
  await insertAuthToken(db, { hash, userId, idleLifetimeDays: TOKEN_IDLE_LIFETIME_DAYS });
  return token;
}

/**
 * Email and password to `{ user, key }`. Unknown email, wrong password and deactivated account
 * all give the same answer, after the same hashing work. Unverified accounts may sign in. The
 * attempt is counted against the account before the password is checked (login-throttle.ts).
 */
export async function loginWithPassword(
  deps: Pick<AppDeps, 'db'>,
  input: { email: string; password: string },
  clientAddressKey: string,
): Promise<LoginResponse> {
  const attempt = await admitLoginAttempt(deps.db, input.email, clientAddressKey);
  const user = await findUserByEmail(deps.db, input.email);
  const isMatch = await verifyPassword(input.password, user?.password_hash ?? null);
  if (!user || !isMatch || !user.is_active) {
    throw new AppError('BAD_REQUEST', INVALID_CREDENTIALS_MESSAGE, {
      fieldErrors: { non_field_errors: [INVALID_CREDENTIALS_MESSAGE] },
    });
  }
  if (needsRehash(user.password_hash)) {
    await updatePasswordHash(deps.db, user.id, await hashPassword(input.password));
  }
  const key = await issueSessionToken(deps.db, user.id);
  await recordLogin(deps.db, user.id);
  await attempt.succeeded(user.id);
  return { user: toUserResponse(user), key };
}

/** Drops the presented token; answering the same when there was none keeps logout idempotent. */
export async function logoutSession(deps: Pick<AppDeps, 'db'>, tokenHash: Buffer | null) {
  if (tokenHash) await deleteAuthToken(deps.db, tokenHash);
  return { detail: 'Successfully logged out.' };
}
