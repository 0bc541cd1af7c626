import { FREE_TIER } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import type { CardFieldRow } from '../opportunities/opportunity-card-fields';
import type { ChangeKind } from './opportunity-snapshot';

export type PendingChange = { user_id: number; change_id: number };

/**
 * Every (user, change) not yet emailed: changes of the last `sinceDays` to opportunities the
 * user saved before the change, for active users with change emails on whose tier takes this
 * delivery (instant: paying users; daily: the free tier), in user order.
 */
export async function findPendingChanges(
  db: Queryable,
  options: { isInstant: boolean; sinceDays: number },
): Promise<PendingChange[]> {
  const { rows } = await db.query<PendingChange>(
    `SELECT f.user_id, c.id AS change_id
       FROM opportunity_changes c
       JOIN favourites f ON f.opportunity_id = c.opportunity_id AND c.detected_at >= f.created_at
       JOIN users u ON u.id = f.user_id
      WHERE c.detected_at >= now() - make_interval(days => $2)
        AND u.is_active AND u.favourite_change_emails AND (u.tier <> $3) = $1
        AND NOT EXISTS (SELECT 1 FROM favourite_change_deliveries d
                         WHERE d.user_id = f.user_id AND d.change_id = c.id)
      ORDER BY f.user_id, c.id`,
    [options.isInstant, options.sinceDays, FREE_TIER],
  );
  return rows;
}

/** Records the pairs as sent, skipping any already recorded; answers those this call recorded. */
export async function claimChangeDeliveries(
  db: Queryable,
  claims: readonly { userId: number; changeId: number; emailKey: string }[],
): Promise<PendingChange[]> {
  if (claims.length === 0) return [];
  const { rows } = await db.query<PendingChange>(
    `INSERT INTO favourite_change_deliveries (user_id, change_id, email_key)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[]) ORDER BY 1, 2
     ON CONFLICT (user_id, change_id) DO NOTHING
     RETURNING user_id, change_id`,
    [claims.map((c) => c.userId), claims.map((c) => c.changeId), claims.map((c) => c.emailKey)],
  );
  return rows;
}

export type ChangeDetailRow = CardFieldRow & {
  change_id: number;
  kind: ChangeKind;
  old_value: unknown;
  new_value: unknown;
  detected_at: Date;
  wac_id: string;
  title: string;
  buyer_name: string | null;
};

export async function findChangeDetails(
  db: Queryable,
  changeIds: readonly number[],
): Promise<Map<number, ChangeDetailRow>> {
  if (changeIds.length === 0) return new Map();
  const { rows } = await db.query<ChangeDetailRow>(
    `SELECT c.id AS change_id, c.kind, c.old_value, c.new_value, c.detected_at,
            o.wac_id, o.title, o.buyer_name, o.tender_deadline_date,
            o.lifecycle_phase, o.lifecycle_until, o.lifecycle_term_end,
            opportunity_lifecycle(o.stage, o.tender_status) AS lifecycle
       FROM opportunity_changes c JOIN opportunities o ON o.id = c.opportunity_id
      WHERE c.id = ANY($1::bigint[])`,
    [changeIds],
  );
  return new Map(rows.map((row) => [row.change_id, row]));
}

export async function findRecipients(
  db: Queryable,
  userIds: readonly number[],
): Promise<Map<number, { email: string; first_name: string }>> {
  const { rows } = await db.query<{ id: number; email: string; first_name: string }>(
    'SELECT id, email::text AS email, first_name FROM users WHERE id = ANY($1::bigint[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertChangeUnsubscribeTokens(
  db: Queryable,
  tokens: readonly { userId: number; hash: Buffer }[],
): Promise<void> {
  if (tokens.length === 0) return;
  await db.query(
    `INSERT INTO favourite_change_unsubscribe_tokens (token_hash, user_id)
     SELECT * FROM unnest($1::bytea[], $2::bigint[])`,
    [tokens.map((token) => token.hash), tokens.map((token) => token.userId)],
  );
}

/** Turns change emails off for the token's user; false when no user has this token. */
export async function turnOffChangeEmailsByToken(db: Queryable, hash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE users u SET favourite_change_emails = false
       FROM favourite_change_unsubscribe_tokens t
      WHERE t.token_hash = $1 AND u.id = t.user_id`,
    [hash],
  );
  return (rowCount ?? 0) > 0;
}

export async function findChangeEmailsSetting(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ favourite_change_emails: boolean }>(
    'SELECT favourite_change_emails FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.favourite_change_emails ?? true;
}

export async function updateChangeEmailsSetting(
  db: Queryable,
  userId: number,
  isEnabled: boolean,
): Promise<void> {
  await db.query('UPDATE users SET favourite_change_emails = $2 WHERE id = $1', [
    userId,
    isEnabled,
  ]);
}
