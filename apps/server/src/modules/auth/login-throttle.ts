import type { Queryable } from '../../db/pool';
import {
  decrementCounter,
  deleteCounter,
  incrementCounter,
  storedCounterKey,
} from '../../http/rate-limit-counters';
import { formatSeconds, LOGIN_FAILURE_LIMITS, tooManyAttempts } from './auth-rate-limits';
import { isKnownSignInAddress, rememberSignInAddress } from './sign-in-addresses.repository';

const { perAccountAndAddress, perAccountFromNewAddresses } = LOGIN_FAILURE_LIMITS;

const pairKey = (email: string, address: string) =>
  storedCounterKey('login-failures:pair:', `${address} ${email}`);
const accountKey = (email: string) => storedCounterKey('login-failures:account:', email);

export type AdmittedLogin = {
  /** The password was right: the attempt stops counting and the address becomes known. */
  succeeded(userId: number): Promise<void>;
};

const refuse = (ttlMs: number) => {
  const seconds = Math.ceil(ttlMs / 1000);
  return tooManyAttempts(formatSeconds(seconds), seconds);
};

/**
 * Counts a sign-in attempt before its password is checked (ADR 0055), so attempts sent in
 * parallel cannot slip past the limit (issue 14 item 12), and refuses it when the account has
 * failed too often from this address, or from everywhere and this address is new to it. The
 * owner at an address they have signed in from is never refused by other addresses' failures.
 * A right password takes the attempt back (only failures count). Unknown and existing accounts
 * are counted and refused alike.
 */
export async function admitLoginAttempt(
  db: Queryable,
  emailAddress: string,
  addressKey: string,
): Promise<AdmittedLogin> {
  const email = emailAddress.trim().toLowerCase();
  const pair = await incrementCounter(
    db,
    pairKey(email, addressKey),
    perAccountAndAddress.windowMs,
  );
  if (pair.hits > perAccountAndAddress.max) throw refuse(pair.ttlMs);

  const account = await incrementCounter(
    db,
    accountKey(email),
    perAccountFromNewAddresses.windowMs,
  );
  if (
    account.hits > perAccountFromNewAddresses.max &&
    !(await isKnownSignInAddress(db, email, addressKey))
  ) {
    await decrementCounter(db, pairKey(email, addressKey));
    throw refuse(account.ttlMs);
  }
  return {
    async succeeded(userId) {
      await decrementCounter(db, pairKey(email, addressKey));
      await decrementCounter(db, accountKey(email));
      await rememberSignInAddress(db, userId, addressKey);
    },
  };
}

/**
 * A new password makes every failure so far worthless: the account's count starts again, so
 * its owner can sign in from anywhere after a reset even while an attack goes on.
 */
export async function forgetLoginFailures(db: Queryable, emailAddress: string): Promise<void> {
  await deleteCounter(db, accountKey(emailAddress.trim().toLowerCase()));
}
