import type { AuditAction } from '@wac/contract';
import type { Queryable } from '../../db/pool';

export type AuditFields = Record<string, unknown>;

export type AuditRecord = {
  workspaceId: number;
  /** Who acted (null only for changes nobody made, none so far). */
  actorId: number | null;
  action: AuditAction;
  itemId?: number | null;
  /** What the change was about in words: a WAC id, an email, a stage name. */
  subject?: string | null;
  before?: AuditFields | null;
  after?: AuditFields | null;
};

/**
 * Appends one row to the workspace's audit log (ADR 0205). Call it with the transaction's
 * client, inside the same transaction as the change: the row and the change commit or roll
 * back together, so the log never claims a change that did not happen, nor misses one.
 */
export async function recordAudit(db: Queryable, entry: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO workspace_audit_log
       (workspace_id, actor_user_id, action, item_id, subject, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.workspaceId,
      entry.actorId,
      entry.action,
      entry.itemId ?? null,
      entry.subject ?? null,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
    ],
  );
}

/**
 * Only the fields whose value differs between `before` and `after` (of the fields `after`
 * names), each side holding its own value: what an edit changed, and nothing else.
 */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | null {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}
