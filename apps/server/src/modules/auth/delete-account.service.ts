import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import {
  deleteUserData,
  findPasswordHash,
  hasRenewingSubscription,
} from './delete-account.repository';
import { verifyPassword } from './password-hash';

export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const CANCEL_SUBSCRIPTION_FIRST_MESSAGE =
  'Cancel your subscription before deleting your account, so you are not charged again.';

/**
 * Deletes the signed-in user's account and personal data (the Privacy Policy's promise). The
 * password is asked again so that a stolen session token alone cannot erase an account, and a
 * renewing subscription must be cancelled first: the payment provider keeps billing otherwise.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
  password: string,
): Promise<void> {
  const passwordHash = await findPasswordHash(deps.db, user.id);
  if (!(await verifyPassword(password, passwordHash))) {
    throw new AppError('BAD_REQUEST', WRONG_PASSWORD_MESSAGE, {
      fieldErrors: { password: [WRONG_PASSWORD_MESSAGE] },
    });
  }
  if (await hasRenewingSubscription(deps.db, user.id)) {
    throw new AppError('CONFLICT', CANCEL_SUBSCRIPTION_FIRST_MESSAGE);
  }
  await withTransaction(deps.db, (client) => deleteUserData(client, user));
}
