import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
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
 * The refusal of a new address while the account is under attack (ADR 0171). Its own code lets
 * the login page offer the owner a one-time sign-in link by email. Unknown accounts under the
 * same count get the same answer, so it says nothing about who has an account (ADR 0057).
 */
const refuseNewAddress = (ttlMs: number) => {
  const seconds = Math.ceil(ttlMs / 1000);
  return new AppError(
    'NEW_ADDRESS_LOCKED',
    `After many failed sign-in attempts, this account accepts its password only on devices and networks that have signed in to it before. We can email a one-time sign-in link to the account's address instead, or try again in ${formatSeconds(seconds)}.`,
    { retryAfterSeconds: seconds },
  );
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
    throw refuseNewAddress(account.ttlMs);
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
