import {
  AUDIT_ACTIONS,
  type AuditEntry,
  type AuditKind,
  type AuditLogFilters,
  type AuditPerson,
  personDisplayName,
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

type PersonRow = {
  user_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_member: boolean;
};

const toPerson = ({
  user_id,
  email,
  first_name,
  last_name,
  is_member,
}: PersonRow): AuditPerson => ({
  user_id,
  email,
  name: personDisplayName({ first_name, last_name, email }),
  is_member,
});

type Row = Omit<AuditEntry, 'actor' | 'kind'> & {
  actor_user_id: number | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  is_member: boolean;
};

const toEntry = ({
  actor_user_id,
  email,
  first_name,
  last_name,
  is_member,
  ...row
}: Row): AuditEntry => ({
  ...row,
  kind: (AUDIT_ACTIONS as Record<string, { kind: AuditKind }>)[row.action]?.kind ?? 'settings',
  actor:
    actor_user_id !== null && email !== null
      ? toPerson({ user_id: actor_user_id, email, first_name, last_name, is_member })
      : null,
});

/** Entries newest first, each actor named by their account (a removed member's too). */
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
              u.last_name, m.user_id IS NOT NULL AS is_member, a.action,
              a.item_id::int AS item_id, a.subject, a.before, a.after
         FROM workspace_audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
         LEFT JOIN workspace_members m ON m.workspace_id = a.workspace_id AND m.user_id = u.id
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

const personSelect = `SELECT u.id::int AS user_id, u.email::text AS email, u.first_name, u.last_name,
         EXISTS (SELECT 1 FROM workspace_members m
                  WHERE m.workspace_id = $1 AND m.user_id = u.id) AS is_member
    FROM users u`;

/** The accounts of `userIds` as the workspace's log names them (deleted accounts are absent). */
export async function findAuditPeople(db: Queryable, workspaceId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<PersonRow>(`${personSelect} WHERE u.id = ANY ($2::bigint[])`, [
    workspaceId,
    userIds,
  ]);
  return rows.map(toPerson);
}

/** Everyone who acted in the workspace's log and is no longer a member of it. */
export async function findFormerActors(db: Queryable, workspaceId: number) {
  const { rows } = await db.query<PersonRow>(
    `${personSelect}
      WHERE u.id IN (SELECT a.actor_user_id FROM workspace_audit_log a WHERE a.workspace_id = $1)
        AND NOT EXISTS (SELECT 1 FROM workspace_members m
                         WHERE m.workspace_id = $1 AND m.user_id = u.id)`,
    [workspaceId],
  );
  return rows.map(toPerson);
}
