import type { Queryable } from '../../db/pool';
import type { DeadlineSource } from './build-deadline-calendar';

/** Sets (or replaces) the user's feed token hash; the old address stops working at once. */
export async function replaceCalendarFeedToken(
  db: Queryable,
  userId: number,
  tokenHash: Buffer,
): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date }>(
    `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
     RETURNING created_at`,
    [userId, tokenHash],
  );
  return rows[0]!.created_at;
}

export async function findCalendarFeedCreatedAt(
  db: Queryable,
  userId: number,
): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM calendar_feeds WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.created_at ?? null;
}

/** The active user a feed token belongs to, or null. */
export async function findUserIdByFeedToken(db: Queryable, tokenHash: Buffer) {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT c.user_id FROM calendar_feeds c JOIN users u ON u.id = c.user_id
      WHERE c.token_hash = $1 AND u.is_active`,
    [tokenHash],
  );
  return rows[0]?.user_id ?? null;
}

/** The user's favourites that have a tender or clarification deadline, soonest first. */
export async function findFavouriteDeadlines(
  db: Queryable,
  userId: number,
): Promise<DeadlineSource[]> {
  const { rows } = await db.query<DeadlineSource>(
    `SELECT o.wac_id, o.title, o.buyer_name, o.notice_url,
            o.tender_deadline_date, o.enquiry_deadline_date
       FROM favourites f JOIN opportunities o ON o.id = f.opportunity_id
      WHERE f.user_id = $1
        AND (o.tender_deadline_date IS NOT NULL OR o.enquiry_deadline_date IS NOT NULL)
      ORDER BY coalesce(o.enquiry_deadline_date, o.tender_deadline_date), o.id`,
    [userId],
  );
  return rows;
}
