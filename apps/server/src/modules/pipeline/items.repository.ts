import type { PipelineItem, UpdatePipelineItemRequest, WorkspaceRole } from '@wac/contract';
import { escapeLike } from '../../db/like-pattern';
import type { Queryable } from '../../db/pool';

/**
 * Each item with its notice's title, buyer, deadline and value, read through at query time.
 * `items` is what `i` reads: the table, or for a list the workspace's items already filtered.
 */
const itemSelect = (items = 'pipeline_items') => `
  SELECT i.id::int AS id, o.wac_id, o.title, o.buyer_name,
         to_json(o.tender_deadline_date) #>> '{}' AS notice_deadline,
         o.tender_value_amount::float8 AS notice_value,
         i.stage_id::int AS stage_id, i.owner_user_id::int AS owner_user_id,
         COALESCE(i.our_value, o.tender_value_amount)::float8 AS our_value,
         i.our_value IS NULL AS our_value_is_default,
         i.decision, i.decision_reason, i.probability::int AS probability,
         to_char(i.internal_deadline, 'YYYY-MM-DD') AS internal_deadline, i.outcome_reason,
         i.version, to_json(i.created_at) #>> '{}' AS created_at,
         to_json(i.updated_at) #>> '{}' AS updated_at
    FROM ${items} i JOIN opportunities o ON o.id = i.opportunity_id`;

// The owner's name as the table shows it (the email when no name was given).
const OWNER_NAME = `(SELECT COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email::text)
                       FROM users u WHERE u.id = i.owner_user_id)`;

const ORDER_BY = {
  updated: 'i.updated_at DESC, i.id DESC',
  deadline: 'o.tender_deadline_date ASC NULLS LAST, i.id',
  value: 'COALESCE(i.our_value, o.tender_value_amount) DESC NULLS LAST, i.id',
  buyer: 'lower(o.buyer_name) ASC NULLS LAST, i.id',
  stage: '(SELECT s.position FROM pipeline_stages s WHERE s.id = i.stage_id), i.id',
  owner: `lower(${OWNER_NAME}) ASC NULLS LAST, i.id`,
} as const;

export type ItemFilter = {
  stage?: number;
  owner?: number;
  /** Part of the buyer's name, any case. */
  buyer?: string;
  /** Deadline on or before this UK date. */
  deadlineTo?: string;
  /** Our value (else the notice's) at least this. */
  valueFrom?: number;
  sort: keyof typeof ORDER_BY;
  limit: number;
  offset: number;
};

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${escapeLike(text)}%`;

export async function listItems(db: Queryable, workspaceId: number, filter: ItemFilter) {
  // Every condition sits beside the workspace's: no filter reaches another workspace's items.
  const ownWhere = `i.workspace_id = $1 AND ($2::bigint IS NULL OR i.stage_id = $2)
                 AND ($3::bigint IS NULL OR i.owner_user_id = $3)`;
  const noticeWhere = `($4::text IS NULL OR o.buyer_name ILIKE $4)
                 AND ($5::date IS NULL
                      OR o.tender_deadline_date < (($5::date + 1)::timestamp AT TIME ZONE 'Europe/London'))
                 AND ($6::numeric IS NULL OR COALESCE(i.our_value, o.tender_value_amount) >= $6)`;
  const params = [
    workspaceId,
    filter.stage ?? null,
    filter.owner ?? null,
    filter.buyer ? containing(filter.buyer) : null,
    filter.deadlineTo ?? null,
    filter.valueFrom ?? null,
  ];
  // The workspace's items first (OFFSET 0 keeps the planner from flattening it), then their
  // notices: otherwise a sort by the notice's deadline or value walks the whole opportunities
  // index looking for this board's few thousand (a second at 100,000 notices; bench:pipeline).
  const items = `(SELECT * FROM pipeline_items i WHERE ${ownWhere} OFFSET 0)`;
  const [page, count] = await Promise.all([
    db.query<PipelineItem>(
      `${itemSelect(items)} WHERE ${noticeWhere} ORDER BY ${ORDER_BY[filter.sort]} LIMIT $7 OFFSET $8`,
      [...params, filter.limit, filter.offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total
         FROM ${items} i JOIN opportunities o ON o.id = i.opportunity_id WHERE ${noticeWhere}`,
      params,
    ),
  ]);
  return { results: page.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findItem(db: Queryable, workspaceId: number, itemId: number) {
  const { rows } = await db.query<PipelineItem>(
    `${itemSelect()} WHERE i.workspace_id = $1 AND i.id = $2`,
    [workspaceId, itemId],
  );
  return rows[0] ?? null;
}

/** The workspace's item for an opportunity (WAC IDs are stored upper-case), or null. */
export async function findItemByWacId(db: Queryable, workspaceId: number, wacId: string) {
  const { rows } = await db.query<PipelineItem>(
    `${itemSelect()} WHERE i.workspace_id = $1 AND o.wac_id = upper($2)`,
    [workspaceId, wacId],
  );
  return rows[0] ?? null;
}

/** The workspace's item for an opportunity, if it has one. */
export async function findItemByOpportunity(
  db: Queryable,
  workspaceId: number,
  opportunityId: number,
) {
  const { rows } = await db.query<PipelineItem>(
    `${itemSelect()} WHERE i.workspace_id = $1 AND i.opportunity_id = $2`,
    [workspaceId, opportunityId],
  );
  return rows[0] ?? null;
}

export const findOpportunityId = async (db: Queryable, wacId: string) =>
  (
    await db.query<{ id: number }>('SELECT id::int AS id FROM opportunities WHERE wac_id = $1', [
      wacId,
    ])
  ).rows[0]?.id ?? null;

/** Adds an item; null when the opportunity is in the workspace's pipeline already. */
export async function insertItem(
  db: Queryable,
  item: { workspaceId: number; opportunityId: number; stageId: number; userId: number },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pipeline_items (workspace_id, opportunity_id, stage_id, owner_user_id,
                                 created_by, updated_by)
     VALUES ($1, $2, $3, $4, $4, $4) ON CONFLICT DO NOTHING RETURNING id::int AS id`,
    [item.workspaceId, item.opportunityId, item.stageId, item.userId],
  );
  return rows[0]?.id ?? null;
}

const EDITABLE = [
  'stage_id',
  'owner_user_id',
  'our_value',
  'decision',
  'decision_reason',
  'probability',
  'internal_deadline',
  'outcome_reason',
] as const;

/**
 * Saves the fields given when the stored version is still `version` (ADR 0176); false when
 * someone saved in between (or the item is gone), so the caller can answer with the current one.
 */
export async function updateItem(
  db: Queryable,
  ids: { workspaceId: number; itemId: number; userId: number },
  changes: UpdatePipelineItemRequest,
): Promise<boolean> {
  const fields = EDITABLE.filter((field) => changes[field] !== undefined);
  const sets = fields.map((field, index) => `${field} = $${index + 5}`);
  const { rowCount } = await db.query(
    `UPDATE pipeline_items SET ${[...sets, 'version = version + 1', 'updated_at = now()', 'updated_by = $4'].join(', ')}
      WHERE workspace_id = $1 AND id = $2 AND version = $3`,
    [ids.workspaceId, ids.itemId, changes.version, ids.userId, ...fields.map((f) => changes[f])],
  );
  return rowCount === 1;
}

export async function deleteItem(db: Queryable, workspaceId: number, itemId: number) {
  const { rowCount } = await db.query(
    'DELETE FROM pipeline_items WHERE workspace_id = $1 AND id = $2',
    [workspaceId, itemId],
  );
  return rowCount === 1;
}

/** The user's role in the workspace, or null when they are not a member. */
export async function findMemberRole(db: Queryable, workspaceId: number, userId: number) {
  const { rows } = await db.query<{ role: WorkspaceRole }>(
    'SELECT role FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
    [workspaceId, userId],
  );
  return rows[0]?.role ?? null;
}
