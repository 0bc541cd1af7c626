import type { AlertProfile, AlertProfileInput, CheckAlertProfileNameResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { requireDocumentSearch } from '../auth/plan-access';
import {
  getAlertProfileLimit,
  isUniqueViolation,
  nameTakenError,
  profileLimitError,
  requireDeliveryAllowed,
  requirePaidPlan,
} from './alert-profile-rules';
import {
  deleteAlertProfile,
  insertAlertProfile,
  isAlertProfileNameTaken,
  listAlertProfiles,
  lockAndCountAlertProfiles,
  toAlertProfile,
  updateAlertProfile,
} from './alert-profiles.repository';

type Deps = Pick<AppDeps, 'db' | 'env'>;

const notFound = () => new AppError('NOT_FOUND', 'Alert profile not found.');

/**
 * The user's profiles. Free users may read theirs (kept, paused, after a downgrade) but the page
 * shows them the upgrade prompt; only paid plans create, change or check names.
 */
export async function getAlertProfiles(deps: Deps, user: AuthUser): Promise<AlertProfile[]> {
  return (await listAlertProfiles(deps.db, user.id)).map(toAlertProfile);
}

export async function createAlertProfile(
  deps: Deps,
  user: AuthUser,
  input: AlertProfileInput,
): Promise<AlertProfile> {
  requirePaidPlan(user);
  requireDeliveryAllowed(user, input.delivery);
  if (input.include_documents) requireDocumentSearch(user);
  try {
    return await withTransaction(deps.db, async (client) => {
      const count = await lockAndCountAlertProfiles(client, user.id);
      const limit = getAlertProfileLimit(user.tier, deps.env.ALERT_PROFILE_LIMITS);
      if (count >= limit) throw profileLimitError(count, limit);
      if (await isAlertProfileNameTaken(client, user.id, input.profile_name, null)) {
        throw nameTakenError();
      }
      return toAlertProfile(await insertAlertProfile(client, user.id, input));
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTakenError() : error;
  }
}

export async function changeAlertProfile(
  deps: Deps,
  user: AuthUser,
  id: number,
  input: AlertProfileInput,
): Promise<AlertProfile> {
  requirePaidPlan(user);
  requireDeliveryAllowed(user, input.delivery);
  if (input.include_documents) requireDocumentSearch(user);
  if (await isAlertProfileNameTaken(deps.db, user.id, input.profile_name, id)) {
    throw nameTakenError();
  }
  try {
    const row = await updateAlertProfile(deps.db, user.id, id, input);
    if (!row) throw notFound();
    return toAlertProfile(row);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTakenError() : error;
  }
}

/** Any signed-in user may delete their own profiles, so a downgraded user can tidy up. */
export async function removeAlertProfile(deps: Deps, user: AuthUser, id: number): Promise<void> {
  if (!(await deleteAlertProfile(deps.db, user.id, id))) throw notFound();
}

/** The wizard's availability check; blank names are never available. */
export async function checkAlertProfileName(
  deps: Deps,
  user: AuthUser,
  query: { name: string; editing_id?: number },
): Promise<CheckAlertProfileNameResponse> {
  requirePaidPlan(user);
  if (!query.name) return { is_available: false };
  const isTaken = await isAlertProfileNameTaken(
    deps.db,
    user.id,
    query.name,
    query.editing_id ?? null,
  );
  return { is_available: !isTaken };
}
