import type { WorkspaceRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/** A workspace with its effective tier: its own, or for a personal one its owner's. */
export type WorkspaceRow = {
  id: number;
  name: string;
  kind: 'personal' | 'team';
  tier: string;
};

export type MembershipRow = WorkspaceRow & { role: WorkspaceRole };

const EFFECTIVE_TIER = `COALESCE(w.tier,
  (SELECT u.tier FROM workspace_members o JOIN users u ON u.id = o.user_id
    WHERE o.workspace_id = w.id AND o.role = 'owner'), 'free')`;

const WORKSPACE_COLUMNS = `w.id::int AS id, w.name, w.kind, ${EFFECTIVE_TIER} AS tier`;

export async function listMemberships(db: Queryable, userId: number): Promise<MembershipRow[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT ${WORKSPACE_COLUMNS}, m.role
       FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
      WHERE m.user_id = $1 ORDER BY w.kind = 'team' DESC, w.id`,
    [userId],
  );
  return rows;
}

/** The caller's membership of one workspace; `lock` holds the workspace row (seat changes). */
export async function findMembership(
  db: Queryable,
  workspaceId: number,
  userId: number,
  lock = false,
): Promise<MembershipRow | null> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT ${WORKSPACE_COLUMNS}, m.role
       FROM workspaces w JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $2
      WHERE w.id = $1 ${lock ? 'FOR UPDATE OF w' : ''}`,
    [workspaceId, userId],
  );
  return rows[0] ?? null;
}

/** Makes the personal workspace of `userId` unless it exists (a race keeps the first). */
export async function ensurePersonalWorkspace(db: Queryable, userId: number, name: string) {
  await db.query(
    `WITH made AS (
       INSERT INTO workspaces (kind, name, created_by) VALUES ('personal', $2, $1)
       ON CONFLICT (created_by) WHERE kind = 'personal' DO NOTHING RETURNING id)
     INSERT INTO workspace_members (workspace_id, user_id, role)
     SELECT id, $1, 'owner' FROM made`,
    [userId, name],
  );
}

export async function listMembers(db: Queryable, workspaceId: number) {
  const { rows } = await db.query<{
    user_id: number;
    email: string;
    first_name: string;
    last_name: string;
    role: WorkspaceRole;
    joined_at: Date;
  }>(
    `SELECT u.id::int AS user_id, u.email::text AS email, u.first_name, u.last_name, m.role,
            m.joined_at
       FROM workspace_members m JOIN users u ON u.id = m.user_id
      WHERE m.workspace_id = $1
      ORDER BY array_position(ARRAY['owner','admin','member','viewer'], m.role), u.email`,
    [workspaceId],
  );
  return rows;
}

/** Members plus invitations still pending (neither accepted, revoked nor expired). */
export async function countSeatsUsed(db: Queryable, workspaceId: number): Promise<number> {
  const { rows } = await db.query<{ used: number }>(
    `SELECT (SELECT count(*) FROM workspace_members WHERE workspace_id = $1)::int
          + (SELECT count(*) FROM workspace_invitations
              WHERE workspace_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL
                AND expires_at > now())::int AS used`,
    [workspaceId],
  );
  return rows[0]?.used ?? 0;
}

export async function setMemberRole(
  db: Queryable,
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
) {
  await db.query(
    'UPDATE workspace_members SET role = $3 WHERE workspace_id = $1 AND user_id = $2',
    [workspaceId, userId, role],
  );
}

export async function deleteMember(db: Queryable, workspaceId: number, userId: number) {
  await db.query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
    workspaceId,
    userId,
  ]);
}

export async function insertMember(
  db: Queryable,
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
) {
  await db.query(
    'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
    [workspaceId, userId, role],
  );
}

export async function renameWorkspace(db: Queryable, workspaceId: number, name: string) {
  await db.query('UPDATE workspaces SET name = $2 WHERE id = $1', [workspaceId, name]);
}

export async function findUserEmail(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ email: string }>(
    'SELECT email::text AS email FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.email ?? '';
}
