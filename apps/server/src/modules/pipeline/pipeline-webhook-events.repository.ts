import type { Queryable } from '../../db/pool';

/** Audit actions that can make a pipeline event (ADR 0257); which fields count is the builder's. */
export const PIPELINE_EVENT_ACTIONS = ['item.added', 'item.moved', 'item.changed'] as const;
/**
 * How far back a run looks: a change waits at most for the next run (every minute), so a day
 * covers a long outage of the job queue; older claims are pruned as they can no longer match.
 */
const FAN_OUT_WINDOW = '1 day';
const CLAIMS_PER_RUN = 500;

export type PipelineAuditRow = {
  id: number;
  workspace_id: number;
  workspace_name: string;
  action: (typeof PIPELINE_EVENT_ACTIONS)[number];
  item_id: number;
  wac_id: string;
  title: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Date;
  actor_name: string | null;
  /** The kind of the stage the entry moved the item to (null when it did not move it). */
  stage_kind: string | null;
  /** Owners' names by user id, for the owner ids the entry names. */
  owner_names: Record<string, string> | null;
};

/**
 * Claims the pipeline audit entries not yet fanned out, of workspaces some endpoint chose, and
 * answers them with what a message says. The claim commits with the deliveries it makes, so an
 * entry is posted once; a concurrent run waits on the claim's key and then skips it.
 */
export async function claimPipelineAuditRows(db: Queryable): Promise<PipelineAuditRow[]> {
  await db.query(
    `DELETE FROM pipeline_webhook_claims WHERE claimed_at < now() - interval '${FAN_OUT_WINDOW}' - interval '1 day'`,
  );
  const { rows } = await db.query<PipelineAuditRow>(
    `WITH claimed AS (
       INSERT INTO pipeline_webhook_claims (audit_id)
       SELECT a.id FROM workspace_audit_log a
        WHERE a.workspace_id IN (SELECT workspace_id FROM webhook_endpoint_workspaces)
          AND a.action = ANY($1::text[])
          AND a.created_at > now() - interval '${FAN_OUT_WINDOW}'
          AND NOT EXISTS (SELECT 1 FROM pipeline_webhook_claims c WHERE c.audit_id = a.id)
        ORDER BY a.id
        LIMIT ${CLAIMS_PER_RUN}
       ON CONFLICT DO NOTHING
       RETURNING audit_id)
     SELECT a.id::int AS id, a.workspace_id::int AS workspace_id, w.name AS workspace_name,
            a.action, a.item_id::int AS item_id, a.subject AS wac_id, o.title, a.before, a.after,
            a.created_at,
            nullif(trim(concat_ws(' ', actor.first_name, actor.last_name)), '') AS actor_name,
            s.kind AS stage_kind,
            (SELECT jsonb_object_agg(u.id::text,
                      coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
                               'A former member'))
               FROM users u
              WHERE u.id IN ((a.before ->> 'owner_user_id')::bigint,
                             (a.after ->> 'owner_user_id')::bigint)) AS owner_names
       FROM claimed c
       JOIN workspace_audit_log a ON a.id = c.audit_id
       JOIN workspaces w ON w.id = a.workspace_id
       LEFT JOIN opportunities o ON o.wac_id = a.subject
       LEFT JOIN users actor ON actor.id = a.actor_user_id
       LEFT JOIN pipeline_stages s
         ON s.id = (a.after ->> 'stage_id')::bigint AND s.workspace_id = a.workspace_id
      ORDER BY a.id`,
    [PIPELINE_EVENT_ACTIONS],
  );
  return rows;
}

/** Who hears of a workspace's pipeline: the owners of endpoints that chose it, per workspace. */
export async function findPipelineListeners(
  db: Queryable,
  workspaceIds: readonly number[],
): Promise<{ workspace_id: number; user_id: number }[]> {
  if (workspaceIds.length === 0) return [];
  const { rows } = await db.query<{ workspace_id: number; user_id: number }>(
    `SELECT DISTINCT w.workspace_id::int AS workspace_id, e.user_id::int AS user_id
       FROM webhook_endpoint_workspaces w JOIN webhook_endpoints e ON e.id = w.endpoint_id
      WHERE w.workspace_id = ANY($1::bigint[])`,
    [workspaceIds],
  );
  return rows;
}
