import {
  type Follow,
  type FollowList,
  type FollowRequest,
  MAX_FOLLOWS,
  type OrganisationRole,
} from '@wac/contract';
import type { Pool } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hasCapability } from '../auth/plan-access';
import { hasRole } from '../organisations';
import {
  countFollows,
  deleteFollow,
  type FollowRow,
  findCanonicalOrganisation,
  findFollows,
  insertFollow,
} from './follows.repository';

export const FOLLOW_NEEDS_PAID_PLAN =
  'Following buyers and suppliers is part of the paid plans. Upgrade to follow them.';

/** The plans with `follow_organisations` (every paid plan) and staff follow (ADR 0087). */
export function canFollow(user: AuthUser): boolean {
  return hasCapability(user, 'follow_organisations');
}

const toFollow = (row: FollowRow): Follow => ({
  role: row.role,
  organisation_id: row.organisation_id,
  name: row.name,
  followed_at: row.followed_at.toISOString(),
});

export async function listFollows(db: Pool, user: AuthUser): Promise<FollowList> {
  return { follows: (await findFollows(db, user.id)).map(toFollow), can_follow: canFollow(user) };
}

/**
 * Follows an organisation in a role. The organisation must appear in that role (a buyer page
 * follows a buyer); a merged id follows the organisation it became.
 */
export async function followOrganisation(
  db: Pool,
  user: AuthUser,
  request: FollowRequest,
): Promise<{ follow: Follow; isNew: boolean }> {
  if (!canFollow(user)) {
    throw new AppError('FORBIDDEN', FOLLOW_NEEDS_PAID_PLAN, { redirectUrl: '/pricing' });
  }
  const organisation = await findCanonicalOrganisation(db, request.organisation_id);
  if (!organisation || !(await hasRole(db, request.role, [organisation.id]))) {
    throw new AppError('NOT_FOUND', `No ${request.role} with this id.`);
  }
  if ((await countFollows(db, user.id)) >= MAX_FOLLOWS) {
    throw new AppError('FORBIDDEN', `You can follow up to ${MAX_FOLLOWS} buyers and suppliers.`);
  }
  const isNew = await insertFollow(db, user.id, request.role, organisation.id);
  return {
    isNew,
    follow: {
      role: request.role,
      organisation_id: organisation.id,
      name: organisation.name,
      followed_at: new Date().toISOString(),
    },
  };
}

export async function unfollowOrganisation(
  db: Pool,
  user: AuthUser,
  role: OrganisationRole,
  organisationId: number,
): Promise<void> {
  await deleteFollow(db, user.id, role, organisationId);
}
