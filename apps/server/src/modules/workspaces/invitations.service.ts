import {
  type AssignableWorkspaceRole,
  type InvitationPreview,
  personDisplayName,
  WORKSPACE_INVITATION_LIFETIME_DAYS,
  type WorkspaceInvitation,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { createRandomToken, hashToken } from '../../shared/token-hash';
import { recordAudit } from '../audit-log';
import { enqueueEmail } from '../email/email.service';
import { buildInvitationEmail } from './invitation-email';
import {
  findInvitationByTokenHash,
  findInvitationPreview,
  hasPendingInvitation,
  insertInvitation,
  lockWorkspaceOfToken,
  markAccepted,
  revokeInvitation,
} from './invitations.repository';
import {
  planNeededMessage,
  requireWorkspaceAction,
  seatLimitOf,
  tierHasWorkspace,
} from './workspace-access';
import { countSeatsUsed, findMembership, insertMember } from './workspaces.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;

const seatsFull = (limit: number) =>
  new AppError(
    'LIMIT_EXCEEDED',
    `This workspace has used all ${limit} of its seats (members and pending invitations).`,
  );

/** Invites `email` as `role`; a pending invitation takes a seat until it ends (ADR 0175). */
export async function inviteMember(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  request: { email: string; role: AssignableWorkspaceRole },
): Promise<WorkspaceInvitation> {
  const { token, hash } = createRandomToken(32);
  const { invitation, workspaceName } = await withTransaction(deps.db, async (client) => {
    const actor = await requireWorkspaceAction(client, workspaceId, user.id, 'members.invite', {
      lock: true,
    });
    const { rows } = await client.query(
      `SELECT 1 FROM workspace_members m JOIN users u ON u.id = m.user_id
        WHERE m.workspace_id = $1 AND u.email = $2`,
      [workspaceId, request.email],
    );
    const already = rows.length > 0 ? 'is already a member' : null;
    const pending = (await hasPendingInvitation(client, workspaceId, request.email))
      ? 'already has a pending invitation'
      : null;
    const problem = already ?? pending;
    if (problem) {
      throw new AppError('CONFLICT', `${request.email} ${problem}.`, {
        fieldErrors: { email: [`This person ${problem}.`] },
      });
    }
    const limit = seatLimitOf(actor);
    if ((await countSeatsUsed(client, workspaceId)) >= limit) throw seatsFull(limit);
    const row = await insertInvitation(client, {
      workspaceId,
      email: request.email,
      role: request.role,
      tokenHash: hash,
      invitedBy: user.id,
      lifetimeDays: WORKSPACE_INVITATION_LIFETIME_DAYS,
    });
    await recordAudit(client, {
      workspaceId,
      actorId: user.id,
      action: 'member.invited',
      subject: request.email,
      after: { email: request.email, role: request.role },
    });
    return { invitation: row, workspaceName: actor.name };
  });
  await enqueueEmail(
    deps,
    buildInvitationEmail(
      deps.env,
      { ...invitation, token },
      { workspaceName, inviterName: personDisplayName(user) },
    ),
  );
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    created_at: invitation.created_at.toISOString(),
    expires_at: invitation.expires_at.toISOString(),
  };
}

export async function revokeWorkspaceInvitation(
  deps: Deps,
  user: AuthUser,
  ids: { id: number; invitationId: number },
) {
  await withTransaction(deps.db, async (client) => {
    await requireWorkspaceAction(client, ids.id, user.id, 'members.invite', { lock: true });
    const revoked = await revokeInvitation(client, ids.id, ids.invitationId);
    if (!revoked) throw new AppError('NOT_FOUND', 'Invitation not found, or no longer pending.');
    await recordAudit(client, {
      workspaceId: ids.id,
      actorId: user.id,
      action: 'member.invitation_revoked',
      subject: revoked.email,
      before: { email: revoked.email, role: revoked.role },
    });
  });
}

const INVALID = 'This invitation link is not valid.';

/**
 * Refuses a token that cannot be used: unknown or revoked (404), used or expired (409). One rule
 * for showing an invitation and accepting it; the refusal names nothing of the workspace.
 */
function refuseUnusable(
  invitation: { accepted_at: Date | null; revoked_at: Date | null; is_expired: boolean } | null,
): asserts invitation {
  if (!invitation || invitation.revoked_at) throw new AppError('NOT_FOUND', INVALID);
  if (invitation.accepted_at) {
    throw new AppError('CONFLICT', 'This invitation has already been used.');
  }
  if (invitation.is_expired) {
    throw new AppError('CONFLICT', 'This invitation has expired: ask for a new one.');
  }
}

/**
 * What a pending invitation is for, to whoever holds its token (the link of the email, ADR
 * 0377): no sign-in needed, and nothing is used up (mail scanners open links).
 */
export async function previewInvitation(deps: Deps, token: string): Promise<InvitationPreview> {
  const invitation = await findInvitationPreview(deps.db, hashToken(token));
  refuseUnusable(invitation);
  const inviter = invitation.inviter_email
    ? personDisplayName({
        first_name: invitation.inviter_first_name,
        last_name: invitation.inviter_last_name,
        email: invitation.inviter_email,
      })
    : null;
  return {
    workspace_name: invitation.workspace_name,
    inviter_name: inviter,
    role: invitation.role,
    email: invitation.email,
    expires_at: invitation.expires_at,
  };
}

/**
 * Accepts an invitation for the signed-in account, whose email must be the invited one (a new
 * person registers with that email first). The token works once, within its lifetime, and the
 * seat it held becomes the member's.
 */
export async function acceptInvitation(deps: Deps, user: AuthUser, token: string) {
  return withTransaction(deps.db, async (client) => {
    // The workspace first, then the invitation: the order inviting and revoking lock them in.
    await lockWorkspaceOfToken(client, hashToken(token));
    const invitation = await findInvitationByTokenHash(client, hashToken(token));
    refuseUnusable(invitation);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(
        'FORBIDDEN',
        'This invitation was sent to another email address: sign in with that address to accept it.',
      );
    }
    if (await findMembership(client, invitation.workspace_id, user.id)) {
      throw new AppError('CONFLICT', 'You are already a member of this workspace.');
    }
    await insertMember(client, invitation.workspace_id, user.id, invitation.role);
    await markAccepted(client, invitation.id, user.id);
    const membership = (await findMembership(client, invitation.workspace_id, user.id))!;
    if (!tierHasWorkspace(membership.tier)) throw new AppError('FORBIDDEN', planNeededMessage());
    // Counted after the change: the invitation's seat became a member's, so only a lower limit
    // (the plan changed since) can make this one too many.
    const limit = seatLimitOf(membership);
    if ((await countSeatsUsed(client, invitation.workspace_id)) > limit) throw seatsFull(limit);
    await recordAudit(client, {
      workspaceId: invitation.workspace_id,
      actorId: user.id,
      action: 'member.joined',
      subject: user.email,
      after: { email: user.email, role: invitation.role },
    });
    const { id, name, kind, tier, role } = membership;
    return { id, name, kind, tier, my_role: role };
  });
}
