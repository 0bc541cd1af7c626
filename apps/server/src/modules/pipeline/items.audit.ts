import type { UpdatePipelineItemRequest } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { type AuditFields, changedFields, recordAudit } from '../audit-log';

/** An item's editable fields as stored (numbers as numbers, the date as text), with its stage's name. */
type StoredItem = AuditFields & { wac_id: string; stage_id: number; stage: string };

/** The item before a change, its row locked until the transaction ends. */
export async function lockStoredItem(db: Queryable, workspaceId: number, itemId: number) {
  const { rows } = await db.query<StoredItem>(
    `SELECT o.wac_id, i.stage_id::int AS stage_id, s.name AS stage,
            i.owner_user_id::int AS owner_user_id, i.our_value::float8 AS our_value, i.decision,
            i.decision_reason, i.probability::int AS probability,
            to_char(i.internal_deadline, 'YYYY-MM-DD') AS internal_deadline, i.outcome_reason
       FROM pipeline_items i JOIN opportunities o ON o.id = i.opportunity_id
       JOIN pipeline_stages s ON s.id = i.stage_id
      WHERE i.workspace_id = $1 AND i.id = $2
      FOR UPDATE OF i`,
    [workspaceId, itemId],
  );
  return rows[0] ?? null;
}

/**
 * Records a saved edit: the fields it changed, before and after (ADR 0205). A stage is named by
 * its name beside its number; an edit of the stage alone is a move.
 */
export async function recordItemChange(
  db: Queryable,
  entry: { workspaceId: number; itemId: number; actorId: number },
  before: StoredItem,
  changes: UpdatePipelineItemRequest & { stage?: string },
) {
  const { version: _version, ...fields } = changes;
  const diff = changedFields(before, fields);
  if (!diff) return;
  if (!('stage_id' in diff.after)) {
    delete diff.before.stage;
    delete diff.after.stage;
  }
  const onlyStage = Object.keys(diff.after).every((key) => key === 'stage_id' || key === 'stage');
  await recordAudit(db, {
    ...entry,
    action: onlyStage ? 'item.moved' : 'item.changed',
    subject: before.wac_id,
    before: diff.before,
    after: diff.after,
  });
}
