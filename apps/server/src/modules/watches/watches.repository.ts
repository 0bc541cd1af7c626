import type { WatchReason } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { watchedProcurementsSql } from './watched-procurements.sql';

export type WatchedRow = {
  wac_id: string;
  title: string;
  buyer_name: string | null;
  reasons: WatchReason[];
  since: Date;
  notice_type: string | null;
  latest_date: Date | null;
};

/** One user's watched procurements, newest watch first, each with its newest notice. */
export async function listWatched(db: Queryable, userId: number): Promise<WatchedRow[]> {
  const { rows } = await db.query<WatchedRow>(
    `SELECT o.wac_id, o.title, o.buyer_name, w.reasons, w.since, o.notice_type,
            o.release_date AS latest_date
       FROM ${watchedProcurementsSql('= $1')} w
       JOIN opportunities o ON o.id = w.opportunity_id
      ORDER BY w.since DESC, o.id DESC`,
    [userId],
  );
  return rows;
}

/** Why one user watches one opportunity (empty: not watched). */
export async function findWatchReasons(
  db: Queryable,
  userId: number,
  opportunityId: number,
): Promise<WatchReason[]> {
  const { rows } = await db.query<{ reasons: WatchReason[] }>(
    `SELECT w.reasons FROM ${watchedProcurementsSql('= $1')} w WHERE w.opportunity_id = $2`,
    [userId, opportunityId],
  );
  return rows[0]?.reasons ?? [];
}

/** Locks the user's watches (one watch at a time per user) and counts their own. */
export async function lockAndCountOwnWatches(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM procurement_watches WHERE user_id = $1 AND is_watching',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function countOwnWatches(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM procurement_watches WHERE user_id = $1 AND is_watching',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Records the user's choice for one opportunity (watch or stop watching). */
export async function saveWatchChoice(
  db: Queryable,
  userId: number,
  opportunityId: number,
  isWatching: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO procurement_watches (user_id, opportunity_id, is_watching) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, opportunity_id) DO UPDATE
       SET is_watching = EXCLUDED.is_watching,
           created_at = CASE WHEN procurement_watches.is_watching = EXCLUDED.is_watching
                             THEN procurement_watches.created_at ELSE now() END`,
    [userId, opportunityId, isWatching],
  );
}

/** Stops the watch an unwatch link names; answers the opportunity, or null for no such link. */
export async function unwatchByToken(
  db: Queryable,
  hash: Buffer,
): Promise<{ wac_id: string; title: string } | null> {
  const { rows } = await db.query<{
    user_id: number;
    opportunity_id: number;
    wac_id: string;
    title: string;
  }>(
    `SELECT t.user_id, t.opportunity_id, o.wac_id, o.title
       FROM procurement_unwatch_tokens t JOIN opportunities o ON o.id = t.opportunity_id
      WHERE t.token_hash = $1`,
    [hash],
  );
  const found = rows[0];
  if (!found) return null;
  await saveWatchChoice(db, found.user_id, found.opportunity_id, false);
  return { wac_id: found.wac_id, title: found.title };
}
