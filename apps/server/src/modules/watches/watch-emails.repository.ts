import type { Queryable } from '../../db/pool';
import { isProcurementReleaseSql, type summariseNotice } from '../opportunities';
import { watchedProcurementsSql } from './watched-procurements.sql';

export type PendingNotice = {
  user_id: number;
  opportunity_id: number;
  ocid: string;
  release_id: string;
};

/**
 * Every (watcher, notice) not yet emailed: notices of a watched procurement (the timeline's
 * definition) stored after the watch began and within `sinceDays`, for active users. Left out
 * (ADR 0233): a notice whose compile recorded a change the user's favourite change email or
 * pipeline change email already tells (the same transaction stored both, so the change's
 * detected_at is the notice's received_at).
 */
export async function findPendingNotices(
  db: Queryable,
  sinceDays: number,
): Promise<PendingNotice[]> {
  const { rows } = await db.query<PendingNotice>(
    `WITH watched AS MATERIALIZED ${watchedProcurementsSql('IS NOT NULL')}
     SELECT w.user_id, w.opportunity_id, r.ocid, r.release_id
       FROM watched w
       JOIN users u ON u.id = w.user_id AND u.is_active
       JOIN opportunities o ON o.id = w.opportunity_id AND NOT o.is_test_notice
       JOIN raw_releases r ON ${isProcurementReleaseSql('r', 'o.id', 'o.ocid')}
      WHERE r.received_at > w.since
        AND r.received_at >= now() - make_interval(days => $1)
        AND NOT EXISTS (SELECT 1 FROM procurement_watch_deliveries d
                         WHERE d.user_id = w.user_id AND d.ocid = r.ocid
                           AND d.release_id = r.release_id)
        AND NOT (EXISTS (SELECT 1 FROM opportunity_changes c
                          WHERE c.opportunity_id = o.id AND c.detected_at = r.received_at)
                 AND (EXISTS (SELECT 1 FROM favourites f
                               WHERE f.user_id = w.user_id AND f.opportunity_id = o.id
                                 AND f.created_at <= r.received_at AND u.favourite_change_emails)
                      OR EXISTS (SELECT 1 FROM pipeline_items i
                                  WHERE i.owner_user_id = w.user_id AND i.opportunity_id = o.id)))
      ORDER BY w.user_id, r.release_date NULLS FIRST, r.ocid, r.release_id`,
    [sinceDays],
  );
  return rows;
}

/** Records the pairs as emailed, skipping any already recorded; answers those this call did. */
export async function claimNoticeDeliveries(
  db: Queryable,
  claims: readonly (PendingNotice & { emailKey: string })[],
): Promise<PendingNotice[]> {
  if (claims.length === 0) return [];
  const { rows } = await db.query<{ user_id: number; ocid: string; release_id: string }>(
    `INSERT INTO procurement_watch_deliveries (user_id, ocid, release_id, email_key)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[]) ORDER BY 1, 2, 3
     ON CONFLICT (user_id, ocid, release_id) DO NOTHING
     RETURNING user_id::int, ocid, release_id`,
    [
      claims.map((c) => c.user_id),
      claims.map((c) => c.ocid),
      claims.map((c) => c.release_id),
      claims.map((c) => c.emailKey),
    ],
  );
  const claimed = new Set(
    rows.map((row) => `${row.user_id}\u0000${row.ocid}\u0000${row.release_id}`),
  );
  return claims.filter((c) => claimed.has(`${c.user_id}\u0000${c.ocid}\u0000${c.release_id}`));
}

export type NoticeRow = {
  ocid: string;
  release_id: string;
  source_system: string;
  release_date: Date | null;
  requested_notice_type: number | null;
  payload: Parameters<typeof summariseNotice>[0]['payload'];
};

export async function findNotices(
  db: Queryable,
  keys: readonly { ocid: string; release_id: string }[],
): Promise<NoticeRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await db.query<NoticeRow>(
    `SELECT r.ocid, r.release_id, r.source_system, r.release_date, r.requested_notice_type,
            r.payload
       FROM unnest($1::text[], $2::text[]) AS k(ocid, release_id)
       JOIN raw_releases r ON r.ocid = k.ocid AND r.release_id = k.release_id`,
    [keys.map((key) => key.ocid), keys.map((key) => key.release_id)],
  );
  return rows;
}

export async function findWatchedOpportunities(db: Queryable, ids: readonly number[]) {
  const { rows } = await db.query<{
    id: number;
    wac_id: string;
    title: string;
    buyer_name: string | null;
  }>('SELECT id::int, wac_id, title, buyer_name FROM opportunities WHERE id = ANY($1::bigint[])', [
    ids,
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findWatchers(db: Queryable, userIds: readonly number[]) {
  const { rows } = await db.query<{ id: number; email: string; first_name: string }>(
    'SELECT id::int, email::text AS email, first_name FROM users WHERE id = ANY($1::bigint[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function insertUnwatchTokens(
  db: Queryable,
  tokens: readonly { userId: number; opportunityId: number; hash: Buffer }[],
): Promise<void> {
  if (tokens.length === 0) return;
  await db.query(
    `INSERT INTO procurement_unwatch_tokens (token_hash, user_id, opportunity_id)
     SELECT * FROM unnest($1::bytea[], $2::bigint[], $3::bigint[])`,
    [tokens.map((t) => t.hash), tokens.map((t) => t.userId), tokens.map((t) => t.opportunityId)],
  );
}
