import type { AssignableWorkspaceRole, WorkspaceRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';

export type InvitationRow = {
  id: number;
  workspace_id: number;
  email: string;
  role: AssignableWorkspaceRole;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
};

const COLUMNS = `id::int AS id, workspace_id::int AS workspace_id, email::text AS email, role,
  created_at, expires_at, accepted_at, revoked_at`;

export async function listPendingInvitations(db: Queryable, workspaceId: number) {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${COLUMNS} FROM workspace_invitations
      WHERE workspace_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
        AND expires_at > now()
      ORDER BY created_at, id`,
    [workspaceId],
  );
  return rows;
}

export async function insertInvitation(
  db: Queryable,
  invitation: {
    workspaceId: number;
    email: string;
    role: AssignableWorkspaceRole;
    tokenHash: Buffer;
    invitedBy: number;
    lifetimeDays: number;
  },
): Promise<InvitationRow> {
  const { rows } = await db.query<InvitationRow>(
    `INSERT INTO workspace_invitations
       (workspace_id, email, role, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
     RETURNING ${COLUMNS}`,
    [
      invitation.workspaceId,
      invitation.email,
      invitation.role,
      invitation.tokenHash,
      invitation.invitedBy,
      invitation.lifetimeDays,
    ],
  );
  return rows[0]!;
}

/** Locks the workspace a token's invitation belongs to (seat changes serialise on it). */
export async function lockWorkspaceOfToken(db: Queryable, tokenHash: Buffer) {
  await db.query(
    `SELECT 1 FROM workspaces
      WHERE id = (SELECT workspace_id FROM workspace_invitations WHERE token_hash = $1)
        FOR UPDATE`,
    [tokenHash],
  );
}

/** The invitation a token belongs to, locked until the transaction ends (single use). */
export async function findInvitationByTokenHash(db: Queryable, tokenHash: Buffer) {
  const { rows } = await db.query<InvitationRow & { is_expired: boolean }>(
    `SELECT ${COLUMNS}, expires_at <= now() AS is_expired FROM workspace_invitations
      WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markAccepted(db: Queryable, invitationId: number, userId: number) {
  await db.query(
    'UPDATE workspace_invitations SET accepted_at = now(), accepted_by = $2 WHERE id = $1',
    [invitationId, userId],
  );
}

/** Revokes a pending invitation of the workspace; false when there was none to revoke. */
export async function revokeInvitation(
  db: Queryable,
  workspaceId: number,
  invitationId: number,
): Promise<{ email: string; role: string } | null> {
  const { rows } = await db.query<{ email: string; role: string }>(
    `UPDATE workspace_invitations SET revoked_at = now()
      WHERE id = $1 AND workspace_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL
      RETURNING email::text AS email, role`,
    [invitationId, workspaceId],
  );
  return rows[0] ?? null;
}

/** Whether a pending, unexpired invitation for `email` already exists. */
export async function hasPendingInvitation(db: Queryable, workspaceId: number, email: string) {
  const { rows } = await db.query(
    `SELECT 1 FROM workspace_invitations
      WHERE workspace_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL
        AND expires_at > now()`,
    [workspaceId, email],
  );
  return rows.length > 0;
}

/** What a token's invitation is for, with its state: read only, nothing locked. */
export async function findInvitationPreview(db: Queryable, tokenHash: Buffer) {
  const { rows } = await db.query<{
    workspace_name: string;
    email: string;
    role: WorkspaceRole;
    expires_at: string;
    inviter_email: string | null;
    inviter_first_name: string | null;
    inviter_last_name: string | null;
    accepted_at: Date | null;
    revoked_at: Date | null;
    is_expired: boolean;
  }>(
    `SELECT w.name AS workspace_name, i.email::text AS email, i.role,
            to_json(i.expires_at) #>> '{}' AS expires_at, u.email::text AS inviter_email,
            u.first_name AS inviter_first_name, u.last_name AS inviter_last_name,
            i.accepted_at, i.revoked_at, i.expires_at <= now() AS is_expired
       FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id
       LEFT JOIN users u ON u.id = i.invited_by
      WHERE i.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}
