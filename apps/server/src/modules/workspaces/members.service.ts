import type { AssignableWorkspaceRole } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordAudit } from '../audit-log';
import { auditReleasedWork } from './released-work';
import { requireWorkspaceAction, WORKSPACE_NOT_FOUND } from './workspace-access';
import {
  deleteMember,
  findMembership,
  findUserEmail,
  listMembers,
  type MembershipRow,
  setMemberRole,
} from './workspaces.repository';
import { describeWorkspace } from './workspaces.service';

type Deps = Pick<AppDeps, 'db'>;
type Client = Parameters<Parameters<typeof withTransaction>[1]>[0];

const MEMBER_NOT_FOUND = 'Member not found.';

/** The member `userId` of the caller's workspace; the owner is nobody else's to change. */
async function findOtherMember(client: Client, actor: MembershipRow, userId: number) {
  const target = await findMembership(client, actor.id, userId);
  if (!target) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  if (target.role === 'owner') {
    throw new AppError(
      'FORBIDDEN',
      'The owner cannot be changed or removed; ownership moves by transfer.',
    );
  }
  return target;
}

export async function changeMemberRole(
  deps: Deps,
  user: AuthUser,
  ids: { id: number; userId: number },
  role: AssignableWorkspaceRole,
) {
  return withTransaction(deps.db, async (client) => {
    const actor = await requireWorkspaceAction(client, ids.id, user.id, 'members.change_role', {
      lock: true,
    });
    const target = await findOtherMember(client, actor, ids.userId);
    await setMemberRole(client, ids.id, ids.userId, role);
    const members = await listMembers(client, ids.id);
    const member = members.find((row) => row.user_id === ids.userId)!;
    if (target.role !== role) {
      await recordAudit(client, {
        workspaceId: ids.id,
        actorId: user.id,
        action: 'member.role_changed',
        subject: member.email,
        before: { role: target.role },
        after: { role },
      });
    }
    return { ...member, joined_at: member.joined_at.toISOString() };
  });
}

export async function removeMember(
  deps: Deps,
  user: AuthUser,
  ids: { id: number; userId: number },
) {
  await withTransaction(deps.db, async (client) => {
    const actor = await requireWorkspaceAction(client, ids.id, user.id, 'members.remove', {
      lock: true,
    });
    const target = await findOtherMember(client, actor, ids.userId);
    const email = await findUserEmail(client, ids.userId);
    await auditReleasedWork(client, { workspaceId: ids.id, actorId: user.id, userId: ids.userId });
    await deleteMember(client, ids.id, ids.userId);
    await recordAudit(client, {
      workspaceId: ids.id,
      actorId: user.id,
      action: 'member.removed',
      subject: email,
      before: { email, role: target.role },
    });
  });
}

/** Anyone but the owner may leave; the owner transfers ownership first. */
export async function leaveWorkspace(deps: Deps, user: AuthUser, workspaceId: number) {
  await withTransaction(deps.db, async (client) => {
    const membership = await findMembership(client, workspaceId, user.id, true);
    if (!membership) throw new AppError('NOT_FOUND', WORKSPACE_NOT_FOUND);
    if (membership.role === 'owner') {
      throw new AppError(
        'CONFLICT',
        'The owner cannot leave: first transfer ownership to another member.',
      );
    }
    await auditReleasedWork(client, { workspaceId, actorId: user.id, userId: user.id });
    await deleteMember(client, workspaceId, user.id);
    await recordAudit(client, {
      workspaceId,
      actorId: user.id,
      action: 'member.left',
      subject: user.email,
      before: { email: user.email, role: membership.role },
    });
  });
}

/** The owner hands the workspace to another member, and stays on as an admin. */
export async function transferOwnership(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  newOwnerId: number,
) {
  await withTransaction(deps.db, async (client) => {
    await requireWorkspaceAction(client, workspaceId, user.id, 'workspace.transfer', {
      lock: true,
    });
    if (newOwnerId === user.id) {
      throw new AppError('BAD_REQUEST', 'You already own this workspace.', {
        fieldErrors: { user_id: ['Choose another member.'] },
      });
    }
    const target = await findMembership(client, workspaceId, newOwnerId);
    if (!target) {
      throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND, {
        fieldErrors: { user_id: ['Choose a member of this workspace.'] },
      });
    }
    if (target.role === 'viewer') {
      throw new AppError('BAD_REQUEST', 'Ownership goes to an admin or a member, not a viewer.', {
        fieldErrors: { user_id: ['Make this viewer a member or an admin first.'] },
      });
    }
    // The old owner steps down first: the one-owner index checks each statement.
    await setMemberRole(client, workspaceId, user.id, 'admin');
    await setMemberRole(client, workspaceId, newOwnerId, 'owner');
    const newOwner = await findUserEmail(client, newOwnerId);
    await recordAudit(client, {
      workspaceId,
      actorId: user.id,
      action: 'workspace.transferred',
      subject: newOwner,
      before: { owner: user.email },
      after: { owner: newOwner },
    });
  });
  const membership = await requireWorkspaceAction(deps.db, workspaceId, user.id, 'workspace.read');
  return describeWorkspace(deps.db, membership);
}
