import type { Queryable } from '../../db/pool';

export type WebhookEndpointRow = {
  id: number;
  user_id: number;
  kind: 'slack' | 'teams' | 'generic';
  name: string;
  url: string;
  signing_secret: string | null;
  receives_follows: boolean;
  receives_favourite_changes: boolean;
  paused_reason: 'failures' | 'user' | null;
  consecutive_failures: number;
  last_success_at: Date | null;
  last_error_at: Date | null;
  last_error: string | null;
  created_at: Date;
  alert_profile_ids: number[];
  pipeline_workspace_ids: number[];
};

const SELECT_ENDPOINT = `
  SELECT e.*, coalesce(
           (SELECT array_agg(s.profile_id ORDER BY s.profile_id)
              FROM webhook_endpoint_alert_profiles s WHERE s.endpoint_id = e.id),
           '{}') AS alert_profile_ids,
         coalesce(
           (SELECT array_agg(w.workspace_id ORDER BY w.workspace_id)
              FROM webhook_endpoint_workspaces w WHERE w.endpoint_id = e.id),
           '{}') AS pipeline_workspace_ids
    FROM webhook_endpoints e`;

export async function findEndpoints(db: Queryable, userId: number): Promise<WebhookEndpointRow[]> {
  const { rows } = await db.query<WebhookEndpointRow>(
    `${SELECT_ENDPOINT} WHERE e.user_id = $1 ORDER BY e.id`,
    [userId],
  );
  return rows.map(normaliseIds);
}

/** The endpoint if `userId` owns it: another user's endpoint is as good as missing. */
export async function findOwnEndpoint(
  db: Queryable,
  userId: number,
  id: number,
): Promise<WebhookEndpointRow | null> {
  const { rows } = await db.query<WebhookEndpointRow>(
    `${SELECT_ENDPOINT} WHERE e.id = $1 AND e.user_id = $2`,
    [id, userId],
  );
  return rows[0] ? normaliseIds(rows[0]) : null;
}

// bigint arrays arrive as strings.
const normaliseIds = (row: WebhookEndpointRow): WebhookEndpointRow => ({
  ...row,
  alert_profile_ids: row.alert_profile_ids.map(Number),
  pipeline_workspace_ids: row.pipeline_workspace_ids.map(Number),
});

export async function countEndpoints(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM webhook_endpoints WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Of `ids`, those that are the user's own alert profiles. */
export async function findOwnProfileIds(
  db: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM alert_profiles WHERE user_id = $1 AND id = ANY($2::bigint[])',
    [userId, ids],
  );
  return rows.map((row) => Number(row.id));
}

export type EndpointChoices = {
  name: string;
  alertProfileIds: readonly number[];
  receivesFollows: boolean;
  receivesFavouriteChanges: boolean;
  pipelineWorkspaceIds: readonly number[];
};

export async function insertEndpoint(
  db: Queryable,
  values: EndpointChoices & {
    userId: number;
    kind: string;
    url: string;
    signingSecret: string | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO webhook_endpoints
       (user_id, kind, name, url, signing_secret, receives_follows, receives_favourite_changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      values.userId,
      values.kind,
      values.name,
      values.url,
      values.signingSecret,
      values.receivesFollows,
      values.receivesFavouriteChanges,
    ],
  );
  const id = Number(rows[0]!.id);
  await replaceProfileChoices(db, id, values.alertProfileIds);
  await replaceWorkspaceChoices(db, id, values.pipelineWorkspaceIds);
  return id;
}

export async function updateEndpointChoices(
  db: Queryable,
  id: number,
  values: EndpointChoices,
): Promise<void> {
  await db.query(
    `UPDATE webhook_endpoints
        SET name = $2, receives_follows = $3, receives_favourite_changes = $4
      WHERE id = $1`,
    [id, values.name, values.receivesFollows, values.receivesFavouriteChanges],
  );
  await replaceProfileChoices(db, id, values.alertProfileIds);
  await replaceWorkspaceChoices(db, id, values.pipelineWorkspaceIds);
}

async function replaceProfileChoices(db: Queryable, id: number, profileIds: readonly number[]) {
  await db.query('DELETE FROM webhook_endpoint_alert_profiles WHERE endpoint_id = $1', [id]);
  await db.query(
    `INSERT INTO webhook_endpoint_alert_profiles (endpoint_id, profile_id)
     SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
    [id, profileIds],
  );
}

/** Kept choices keep their start time: an endpoint is told of changes made after it chose them. */
async function replaceWorkspaceChoices(db: Queryable, id: number, ids: readonly number[]) {
  await db.query(
    `DELETE FROM webhook_endpoint_workspaces
      WHERE endpoint_id = $1 AND NOT (workspace_id = ANY($2::bigint[]))`,
    [id, ids],
  );
  await db.query(
    `INSERT INTO webhook_endpoint_workspaces (endpoint_id, workspace_id)
     SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
    [id, ids],
  );
}

export async function deleteEndpoint(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM webhook_endpoints WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return (rowCount ?? 0) > 0;
}

/** Pauses (`user`) or resumes (null) an endpoint; resuming starts the failure count again. */
export async function setEndpointPaused(
  db: Queryable,
  id: number,
  reason: 'user' | null,
): Promise<void> {
  await db.query(
    `UPDATE webhook_endpoints
        SET paused_reason = $2::text,
            paused_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
            consecutive_failures = CASE WHEN $2::text IS NULL THEN 0 ELSE consecutive_failures END
      WHERE id = $1`,
    [id, reason],
  );
}

/** What a delivery attempt (or a test message) learnt about the endpoint. */
export async function recordEndpointSuccess(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE webhook_endpoints SET last_success_at = now(), consecutive_failures = 0
      WHERE id = $1`,
    [id],
  );
}

export async function recordEndpointError(
  db: Queryable,
  id: number,
  error: string,
  options: { countsTowardsPause: boolean },
): Promise<{ consecutive_failures: number; paused_reason: string | null } | null> {
  const { rows } = await db.query<{ consecutive_failures: number; paused_reason: string | null }>(
    `UPDATE webhook_endpoints
        SET last_error = $2, last_error_at = now(),
            consecutive_failures = consecutive_failures + CASE WHEN $3 THEN 1 ELSE 0 END
      WHERE id = $1
      RETURNING consecutive_failures, paused_reason`,
    [id, error, options.countsTowardsPause],
  );
  return rows[0] ?? null;
}

/** Pauses after repeated failure; the pause's time when this call paused it (one email each). */
export async function pauseEndpointAfterFailures(db: Queryable, id: number): Promise<Date | null> {
  const { rows } = await db.query<{ paused_at: Date }>(
    `UPDATE webhook_endpoints SET paused_reason = 'failures', paused_at = now()
      WHERE id = $1 AND paused_reason IS NULL
      RETURNING paused_at`,
    [id],
  );
  return rows[0]?.paused_at ?? null;
}
