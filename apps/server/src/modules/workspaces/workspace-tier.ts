import type { Queryable } from '../../db/pool';

export const STAFF_WORKSPACE_TIERS = ['enterprise', 'professional'] as const;
export type StaffWorkspaceTier = (typeof STAFF_WORKSPACE_TIERS)[number];

export class WorkspaceTierError extends Error {}

type Changed = { id: number; name: string; kind: string; tier: string };

/**
 * Staff only (`npm run user -- workspace-tier`): sets a workspace's tier, making it a team
 * workspace (Enterprise has no checkout yet, ADR 0175). `target` is a workspace id, or an email:
 * then the team workspace that account owns, or else its personal one (made when missing).
 */
export async function setWorkspaceTier(
  db: Queryable,
  target: string,
  tier: string,
): Promise<Changed> {
  if (!(STAFF_WORKSPACE_TIERS as readonly string[]).includes(tier)) {
    throw new WorkspaceTierError(`Choose one of: ${STAFF_WORKSPACE_TIERS.join(', ')}.`);
  }
  const workspaceId = /^\d{1,15}$/.test(target)
    ? Number(target)
    : await findOwnedWorkspace(db, target);
  const { rows } = await db.query<Changed>(
    `UPDATE workspaces SET tier = $2, kind = 'team' WHERE id = $1
     RETURNING id::int AS id, name, kind, tier`,
    [workspaceId, tier],
  );
  if (!rows[0]) throw new WorkspaceTierError(`No workspace ${target}`);
  return rows[0];
}

async function findOwnedWorkspace(db: Queryable, email: string): Promise<number> {
  const { rows: users } = await db.query<{ id: number; name: string }>(
    `SELECT id::int AS id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email::text)
            AS name
       FROM users WHERE email = $1`,
    [email.trim()],
  );
  const user = users[0];
  if (!user) throw new WorkspaceTierError(`No account for ${email}`);
  const { rows } = await db.query<{ id: number }>(
    `WITH owned AS (
       SELECT w.id, w.kind FROM workspaces w
         JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $1 AND m.role = 'owner'),
     made AS (
       INSERT INTO workspaces (kind, name, created_by)
       SELECT 'personal', $2, $1 WHERE NOT EXISTS (SELECT 1 FROM owned)
       RETURNING id),
     joined AS (INSERT INTO workspace_members (workspace_id, user_id, role)
       SELECT id, $1, 'owner' FROM made)
     SELECT id::int AS id FROM made
     UNION ALL
     (SELECT id::int FROM owned ORDER BY kind = 'team' DESC, id DESC LIMIT 1)`,
    [user.id, `${user.name}'s workspace`],
  );
  return rows[0]!.id;
}
