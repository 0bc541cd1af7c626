import { CAPABILITY_PLANS, TIER_ORDER, tierLevel } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import type { UserWebhookEvent, WebhookEvent } from './webhook-event';

/** Tiers below the plan with `webhooks` (CAPABILITY_PLANS): their endpoints get nothing. */
const TIERS_WITHOUT_WEBHOOKS = TIER_ORDER.slice(0, tierLevel(CAPABILITY_PLANS.webhooks));

/**
 * One delivery row per (event, endpoint that chose it): endpoints of the event's user that are
 * not paused, whose owner's plan includes webhooks, and that chose the alert profile, follows,
 * favourite changes or workspace pipeline the event is about (a pipeline choice only from its
 * start: an endpoint never hears of changes made before it chose the workspace). (endpoint, event key) is unique, so the same event fanned
 * out again (a retried run) adds nothing. Answers the new rows' ids.
 */
export async function insertDeliveries(
  db: Queryable,
  events: readonly UserWebhookEvent[],
): Promise<number[]> {
  if (events.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_key, event)
     SELECT e.id, x.key, x.event::jsonb
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::text[],
                   $7::timestamptz[])
              AS x(user_id, key, subject, subject_id, event, since)
       JOIN webhook_endpoints e ON e.user_id = x.user_id AND e.paused_reason IS NULL
       JOIN users u ON u.id = e.user_id AND u.is_active
                   AND (u.is_staff OR NOT (u.tier = ANY($6::text[])))
      WHERE (x.subject = 'alert_profile' AND EXISTS (
               SELECT 1 FROM webhook_endpoint_alert_profiles s
                WHERE s.endpoint_id = e.id AND s.profile_id = x.subject_id))
         OR (x.subject = 'follows' AND e.receives_follows)
         OR (x.subject = 'favourite_changes' AND e.receives_favourite_changes)
         OR (x.subject = 'pipeline' AND EXISTS (
               SELECT 1 FROM webhook_endpoint_workspaces w
                WHERE w.endpoint_id = e.id AND w.workspace_id = x.subject_id
                  AND w.created_at <= x.since))
      ORDER BY e.id, x.key
     ON CONFLICT (endpoint_id, event_key) DO NOTHING
     RETURNING id`,
    [
      events.map((event) => event.userId),
      events.map((event) => event.key),
      events.map((event) => event.subject.kind),
      events.map(({ subject }) =>
        subject.kind === 'alert_profile'
          ? subject.profileId
          : subject.kind === 'pipeline'
            ? subject.workspaceId
            : null,
      ),
      events.map((event) => JSON.stringify(event.event)),
      TIERS_WITHOUT_WEBHOOKS,
      events.map(({ subject }) => (subject.kind === 'pipeline' ? subject.since : null)),
    ],
  );
  return rows.map((row) => Number(row.id));
}

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'unknown' | 'dropped';

export type DeliveryForSend = {
  id: number;
  state: DeliveryState;
  attempts: number;
  event: WebhookEvent;
  created_at: Date;
  endpoint_id: number;
  kind: 'slack' | 'teams' | 'generic';
  url: string;
  signing_secret: string | null;
  endpoint_name: string;
  paused_reason: string | null;
  user_id: number;
  email: string;
  first_name: string;
  /** Whether the owner's plan (or staff) still includes webhooks. */
  may_use_webhooks: boolean;
};

/** The delivery with its endpoint and owner, locked for this transaction. */
export async function lockDelivery(db: Queryable, id: number): Promise<DeliveryForSend | null> {
  const { rows } = await db.query<DeliveryForSend>(
    `SELECT d.id, d.state, d.attempts, d.event, d.created_at, d.endpoint_id,
            e.kind, e.url, e.signing_secret, e.name AS endpoint_name, e.paused_reason,
            u.id AS user_id, u.email::text AS email, u.first_name,
            (u.is_active AND (u.is_staff OR NOT (u.tier = ANY($2::text[])))) AS may_use_webhooks
       FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.id = d.endpoint_id
       JOIN users u ON u.id = e.user_id
      WHERE d.id = $1
        FOR UPDATE OF d`,
    [id, TIERS_WITHOUT_WEBHOOKS],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), endpoint_id: Number(row.endpoint_id) } : null;
}

export async function setDeliveryState(
  db: Queryable,
  id: number,
  state: DeliveryState,
  options: { error?: string | null; countAttempt?: boolean } = {},
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries
        SET state = $2,
            attempts = attempts + CASE WHEN $3 THEN 1 ELSE 0 END,
            last_error = coalesce($4, last_error),
            sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END
      WHERE id = $1`,
    [id, state, options.countAttempt ?? false, options.error ?? null],
  );
}

/** Deliveries still owed to an endpoint (queued again when it is resumed). */
export async function findPendingDeliveryIds(db: Queryable, endpointId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM webhook_deliveries
      WHERE endpoint_id = $1 AND state = 'pending' AND created_at > now() - interval '7 days'
      ORDER BY id`,
    [endpointId],
  );
  return rows.map((row) => Number(row.id));
}
