import type { FavouriteChangeEmails } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hashToken } from '../../shared/token-hash';
import { canUseInstantAlerts } from '../alerts/alert-profile-rules';
import {
  findChangeEmailsSetting,
  turnOffChangeEmailsByToken,
  updateChangeEmailsSetting,
} from './favourite-change-emails.repository';

type Deps = Pick<AppDeps, 'db'>;

const describeSetting = (user: AuthUser, isEnabled: boolean): FavouriteChangeEmails => ({
  is_enabled: isEnabled,
  // The same tier rule as instant alerts: paying users hear after each sync.
  delivery: canUseInstantAlerts(user.tier) ? 'instant' : 'daily',
});

export async function getChangeEmails(deps: Deps, user: AuthUser) {
  return describeSetting(user, await findChangeEmailsSetting(deps.db, user.id));
}

export async function setChangeEmails(deps: Deps, user: AuthUser, isEnabled: boolean) {
  await updateChangeEmailsSetting(deps.db, user.id, isEnabled);
  return describeSetting(user, isEnabled);
}

/** The change email's one-click unsubscribe: the link's random token is the credential. */
export async function unsubscribeFromChangeEmails(deps: Deps, token: string) {
  if (!(await turnOffChangeEmailsByToken(deps.db, hashToken(token)))) {
    throw new AppError(
      'NOT_FOUND',
      'This unsubscribe link is not valid. Sign in to change your email settings.',
    );
  }
  return { is_enabled: false };
}
