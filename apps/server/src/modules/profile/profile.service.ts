import type { ProfileResponse } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { findProfile, type ProfileChanges, saveProfile } from './profile.repository';

export async function getProfile(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
): Promise<ProfileResponse> {
  const profile = await findProfile(deps.db, user.id);
  if (!profile) throw new AppError('NOT_FOUND', 'Profile not found.');
  return profile;
}

/** Replaces the profile fields (PUT semantics) and answers the saved profile. */
export async function updateProfile(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
  changes: ProfileChanges,
): Promise<ProfileResponse> {
  await withTransaction(deps.db, (client) => saveProfile(client, user.id, changes));
  return getProfile(deps, user);
}
