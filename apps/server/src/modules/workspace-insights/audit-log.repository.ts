import {
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditKind,
  type AuditLogFilters,
} from '@wac/contract';
import type { Queryable } from '../../db/pool';

const actionsOfKind = (kind: AuditKind) =>
  Object.entries(AUDIT_ACTIONS)
    .filter(([, action]) => action.kind === kind)
    .map(([name]) => name);

/** The filters as SQL: dates are whole UK days, `to` included. */
function whereOf(workspaceId: number, filters: AuditLogFilters) {
  return {
    where: `a.workspace_id = $1
      AND ($2::bigint IS NULL OR a.actor_user_id = $2)
      AND ($3::text[] IS NULL OR a.action = ANY ($3))
      AND ($4::bigint IS NULL OR a.item_id = $4)
      AND ($5::date IS NULL OR a.created_at >= $5::date::timestamp AT TIME ZONE 'Europe/London')
      AND ($6::date IS NULL
           OR a.created_at < ($6::date + 1)::timestamp AT TIME ZONE 'Europe/London')`,
    params: [
      workspaceId,
      filters.actor ?? null,
      filters.kind ? actionsOfKind(filters.kind) : null,
      filters.item ?? null,
      filters.from ?? null,
      filters.to ?? null,
    ],
  };
}

type Row = Omit<AuditEntry, 'actor' | 'kind'> & {
  actor_user_id: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
};

const toEntry = ({ actor_user_id, email, first_name, last_name, ...row }: Row): AuditEntry => ({
  ...row,
  kind: (AUDIT_ACTIONS as Record<string, { kind: AuditKind }>)[row.action]?.kind ?? 'settings',
  actor:
    actor_user_id !== null && email !== null
      ? {
          user_id: actor_user_id,
          email,
          name: [first_name, last_name].filter(Boolean).join(' ') || email,
        }
      : null,
});

/** Entries newest first. */
export async function listAuditEntries(
  db: Queryable,
  workspaceId: number,
  filters: AuditLogFilters,
  page: { limit: number; offset: number },
) {
  const { where, params } = whereOf(workspaceId, filters);
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `SELECT a.id::int AS id, to_json(a.created_at) #>> '{}' AS created_at,
              a.actor_user_id::int AS actor_user_id, u.email::text AS email, u.first_name,
              u.last_name, a.action, a.item_id::int AS item_id, a.subject, a.before, a.after
         FROM workspace_audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
        WHERE ${where} ORDER BY a.id DESC LIMIT $7 OFFSET $8`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM workspace_audit_log a WHERE ${where}`,
      params,
    ),
  ]);
  return { results: rows.rows.map(toEntry), total: count.rows[0]?.total ?? 0 };
}
