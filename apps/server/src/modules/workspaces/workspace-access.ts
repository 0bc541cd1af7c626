import {
  getSeatLimitForTier,
  getWorkspaceSeatLimit,
  roleAllows,
  WORKSPACE_LOWEST_PLAN,
  type WorkspaceAction,
} from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { findMembership, type MembershipRow } from './workspaces.repository';

/** One answer for "no such workspace" and "not yours", so ids reveal nothing to strangers. */
export const WORKSPACE_NOT_FOUND = 'Workspace not found.';

export const planNeededMessage = () =>
  `Workspaces come with the ${capitalise(WORKSPACE_LOWEST_PLAN)} plan and above.`;

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Whether the tier has a workspace at all (the seat limit table decides, ADR 0175). */
export const tierHasWorkspace = (tier: string) => getSeatLimitForTier(tier) !== null;

/**
 * The caller's membership when their role allows `action` (the contract's permission table):
 * 404 for a non-member, 403 when the role does not allow it or the workspace's plan lapsed.
 */
export async function requireWorkspaceAction(
  db: Queryable,
  workspaceId: number,
  userId: number,
  action: WorkspaceAction,
  options: { lock?: boolean } = {},
): Promise<MembershipRow> {
  const membership = await findMembership(db, workspaceId, userId, options.lock);
  if (!membership) throw new AppError('NOT_FOUND', WORKSPACE_NOT_FOUND);
  if (!tierHasWorkspace(membership.tier)) throw new AppError('FORBIDDEN', planNeededMessage());
  if (!roleAllows(membership.role, action)) {
    throw new AppError('FORBIDDEN', `Your role (${membership.role}) cannot do this.`);
  }
  return membership;
}

/**
 * Whether the user may do `action` in the workspace now: the same rule as requireWorkspaceAction
 * (member, plan with workspaces, role in the permission table), as an answer rather than a
 * refusal, for checks made without a request (a webhook's fan-out) or on a list of choices.
 */
export async function mayDoInWorkspace(
  db: Queryable,
  workspaceId: number,
  userId: number,
  action: WorkspaceAction,
): Promise<boolean> {
  const membership = await findMembership(db, workspaceId, userId);
  return (
    membership !== null && tierHasWorkspace(membership.tier) && roleAllows(membership.role, action)
  );
}

export const seatLimitOf = (membership: MembershipRow): number => getWorkspaceSeatLimit(membership);
