import {
  personDisplayName,
  type SaveWorkspaceCompanyRequest,
  WORKSPACE_LOWEST_PLAN,
  WORKSPACE_PERMISSIONS,
  type WorkspaceDetail,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordAudit } from '../audit-log';
import { getWorkspaceCompany, saveWorkspaceCompany } from './company-profile';
import { listPendingInvitations } from './invitations.repository';
import { requireWorkspaceAction, seatLimitOf, tierHasWorkspace } from './workspace-access';
import {
  countSeatsUsed,
  ensurePersonalWorkspace,
  listMembers,
  listMemberships,
  type MembershipRow,
  renameWorkspace,
} from './workspaces.repository';

type Deps = Pick<AppDeps, 'db'>;

const personalName = (user: AuthUser) => `${personDisplayName(user)}'s workspace`;

/**
 * The caller's workspaces. A Professional (or higher) account gets its personal workspace the
 * first time it asks (ADR 0175); workspaces whose plan lapsed are left out.
 */
export async function getMyWorkspaces(deps: Deps, user: AuthUser) {
  const hasPersonal = tierHasWorkspace(user.tier);
  if (hasPersonal) await ensurePersonalWorkspace(deps.db, user.id, personalName(user));
  const rows = await listMemberships(deps.db, user.id);
  return {
    results: rows.filter((row) => tierHasWorkspace(row.tier)).map(toSummary),
    plan_needed: hasPersonal ? null : WORKSPACE_LOWEST_PLAN,
  };
}

const toSummary = (row: MembershipRow) => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  tier: row.tier,
  my_role: row.role,
});

export async function describeWorkspace(
  db: Queryable,
  membership: MembershipRow,
): Promise<WorkspaceDetail> {
  const permissions = WORKSPACE_PERMISSIONS[membership.role];
  const [members, invitations, used, company] = await Promise.all([
    listMembers(db, membership.id),
    permissions.includes('members.invite') ? listPendingInvitations(db, membership.id) : [],
    countSeatsUsed(db, membership.id),
    getWorkspaceCompany(db, membership.id),
  ]);
  return {
    ...toSummary(membership),
    members: members.map((member) => ({ ...member, joined_at: member.joined_at.toISOString() })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      created_at: invitation.created_at.toISOString(),
      expires_at: invitation.expires_at.toISOString(),
    })),
    seats: { used, limit: seatLimitOf(membership) },
    permissions: [...permissions],
    company,
  };
}

export async function getWorkspace(deps: Deps, user: AuthUser, workspaceId: number) {
  const membership = await requireWorkspaceAction(deps.db, workspaceId, user.id, 'workspace.read');
  return describeWorkspace(deps.db, membership);
}

/** Renames a team workspace; a personal one keeps its owner's name. */
export async function renameTeamWorkspace(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  name: string,
) {
  const membership = await requireWorkspaceAction(
    deps.db,
    workspaceId,
    user.id,
    'workspace.settings',
  );
  if (membership.kind === 'personal') {
    throw new AppError('BAD_REQUEST', 'A personal workspace keeps its name.', {
      fieldErrors: { name: ['Only a team workspace can be renamed.'] },
    });
  }
  await withTransaction(deps.db, async (client) => {
    await renameWorkspace(client, workspaceId, name);
    if (name !== membership.name) {
      await recordAudit(client, {
        workspaceId,
        actorId: user.id,
        action: 'workspace.renamed',
        before: { name: membership.name },
        after: { name },
      });
    }
  });
  return describeWorkspace(deps.db, { ...membership, name });
}

/** Saves the company the workspace bids as and answers the workspace as it now is. */
export async function saveCompanyProfile(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  company: SaveWorkspaceCompanyRequest,
) {
  const membership = await saveWorkspaceCompany(deps, user, workspaceId, company);
  return describeWorkspace(deps.db, membership);
}
