import type { Queryable } from '../../db/pool';
import { recordAudit } from '../audit-log';

type Departure = { workspaceId: number; actorId: number; userId: number };

/**
 * A member who leaves or is removed stops owning the pipeline's items and being assigned its
 * tasks: the database releases them (the triggers of migrations 0320 and 0326). This records
 * each release in the audit log as a change by whoever removed them (or the leaver), so an
 * item's history does not end with an owner it no longer has (ADR 0374). Call it in the
 * departure's transaction, before the membership row is deleted.
 */
export async function auditReleasedWork(db: Queryable, departure: Departure): Promise<void> {
  const params = [departure.workspaceId, departure.userId];
  const { rows: items } = await db.query<{ id: number; wac_id: string }>(
    `SELECT i.id::int AS id, o.wac_id FROM pipeline_items i
       JOIN opportunities o ON o.id = i.opportunity_id
      WHERE i.workspace_id = $1 AND i.owner_user_id = $2 ORDER BY i.id`,
    params,
  );
  const { rows: tasks } = await db.query<{ item_id: number; title: string }>(
    `SELECT t.item_id::int AS item_id, t.title FROM pipeline_tasks t
       JOIN pipeline_items i ON i.id = t.item_id
      WHERE i.workspace_id = $1 AND t.assignee_user_id = $2 ORDER BY t.id`,
    params,
  );
  const releases = [
    ...items.map((item) => ({
      action: 'item.changed' as const,
      itemId: item.id,
      subject: item.wac_id,
      field: 'owner_user_id',
    })),
    ...tasks.map((task) => ({
      action: 'task.changed' as const,
      itemId: task.item_id,
      subject: task.title,
      field: 'assignee_user_id',
    })),
  ];
  for (const { field, ...release } of releases) {
    await recordAudit(db, {
      workspaceId: departure.workspaceId,
      actorId: departure.actorId,
      ...release,
      before: { [field]: departure.userId },
      after: { [field]: null },
    });
  }
}
