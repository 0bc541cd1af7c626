import type { UnsubscribeAlertResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { hashToken } from '../../shared/token-hash';
import { turnOffProfileByToken } from './alert-unsubscribe.repository';

/**
 * The one-click unsubscribe of a digest: no login, the link's random token is the credential.
 * Only the token's hash is stored, so a token cannot be made up or derived from the database.
 * Repeating it is harmless (the profile stays off).
 */
export async function unsubscribeFromAlert(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<UnsubscribeAlertResponse> {
  const profile = await turnOffProfileByToken(deps.db, hashToken(token));
  if (!profile) {
    throw new AppError(
      'NOT_FOUND',
      'This unsubscribe link is not valid. Sign in to manage your alert profiles.',
    );
  }
  return profile;
}
