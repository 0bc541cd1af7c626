import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/** The organisation an id leads to now (merges followed), or null if there is none. */
export async function findCanonicalOrganisation(
  db: Queryable,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT o.id, o.name FROM organisations o
      WHERE o.id = (SELECT COALESCE(merged_into, id) FROM organisations WHERE id = $1)`,
    [id],
  );
  return rows[0] ?? null;
}

/** Whether the user follows the organisation (or one merged into it) in this role. */
export async function isFollowing(
  db: Queryable,
  userId: number,
  role: OrganisationRole,
  organisationId: number,
): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM follows f JOIN organisations g ON g.id = f.organisation_id
        WHERE f.user_id = $1 AND f.role = $2 AND COALESCE(g.merged_into, g.id) = $3) AS found`,
    [userId, role, organisationId],
  );
  return rows[0]?.found ?? false;
}

export type FollowRow = {
  role: OrganisationRole;
  organisation_id: number;
  name: string;
  followed_at: Date;
};

/** The user's follows, each under the organisation it leads to now, newest first. */
export async function findFollows(db: Queryable, userId: number): Promise<FollowRow[]> {
  const { rows } = await db.query<FollowRow>(
    `SELECT DISTINCT ON (f.role, c.id) f.role, c.id AS organisation_id, c.name,
            f.created_at AS followed_at
       FROM follows f
       JOIN organisations g ON g.id = f.organisation_id
       JOIN organisations c ON c.id = COALESCE(g.merged_into, g.id)
      WHERE f.user_id = $1
      ORDER BY f.role, c.id, f.created_at`,
    [userId],
  );
  return rows.sort((a, b) => b.followed_at.getTime() - a.followed_at.getTime());
}

export async function countFollows(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM follows WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Adds a follow; following twice changes nothing. Returns whether it was new. */
export async function insertFollow(
  db: Queryable,
  userId: number,
  role: OrganisationRole,
  organisationId: number,
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO follows (user_id, role, organisation_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [userId, role, organisationId],
  );
  return (result.rowCount ?? 0) > 0;
}

/** Removes the follow of the organisation and of any organisation merged into it. */
export async function deleteFollow(
  db: Queryable,
  userId: number,
  role: OrganisationRole,
  organisationId: number,
): Promise<void> {
  await db.query(
    `DELETE FROM follows f USING organisations g
      WHERE g.id = f.organisation_id AND f.user_id = $1 AND f.role = $2
        AND COALESCE(g.merged_into, g.id) = $3`,
    [userId, role, organisationId],
  );
}
