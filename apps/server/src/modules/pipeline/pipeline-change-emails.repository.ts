import type { Queryable } from '../../db/pool';

export type PendingItemChange = { item_id: number; change_id: number; user_id: number };

/**
 * Every (item, change) not yet told to the item's owner: changes the favourites' detector
 * recorded (opportunity_changes, ADR 0202) since the item was added and within `sinceDays`, for
 * items whose owner's account is active, in item order.
 */
export async function findPendingItemChanges(
  db: Queryable,
  sinceDays: number,
): Promise<PendingItemChange[]> {
  const { rows } = await db.query<PendingItemChange>(
    `SELECT i.id::int AS item_id, c.id::int AS change_id, i.owner_user_id::int AS user_id
       FROM opportunity_changes c
       JOIN pipeline_items i ON i.opportunity_id = c.opportunity_id AND c.detected_at >= i.created_at
       JOIN users u ON u.id = i.owner_user_id
      WHERE c.detected_at >= now() - make_interval(days => $1) AND u.is_active
        AND NOT EXISTS (SELECT 1 FROM pipeline_change_deliveries d
                         WHERE d.item_id = i.id AND d.change_id = c.id)
      ORDER BY i.id, c.id`,
    [sinceDays],
  );
  return rows;
}

/** Records the pairs as told, skipping any already recorded; answers those this call recorded. */
export async function claimItemChanges(
  db: Queryable,
  claims: readonly (PendingItemChange & { emailKey: string })[],
): Promise<PendingItemChange[]> {
  if (claims.length === 0) return [];
  const { rows } = await db.query<PendingItemChange>(
    `INSERT INTO pipeline_change_deliveries (item_id, change_id, user_id, email_key)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) ORDER BY 1, 2
     ON CONFLICT (item_id, change_id) DO NOTHING
     RETURNING item_id::int AS item_id, change_id::int AS change_id, user_id::int AS user_id`,
    [
      claims.map((c) => c.item_id),
      claims.map((c) => c.change_id),
      claims.map((c) => c.user_id),
      claims.map((c) => c.emailKey),
    ],
  );
  return rows;
}

export async function findItemWorkspaces(db: Queryable, itemIds: readonly number[]) {
  const { rows } = await db.query<{
    item_id: number;
    workspace_id: number;
    workspace_name: string;
  }>(
    `SELECT i.id::int AS item_id, w.id::int AS workspace_id, w.name AS workspace_name
       FROM pipeline_items i JOIN workspaces w ON w.id = i.workspace_id
      WHERE i.id = ANY($1::bigint[])`,
    [itemIds],
  );
  return new Map(rows.map((row) => [row.item_id, row]));
}
