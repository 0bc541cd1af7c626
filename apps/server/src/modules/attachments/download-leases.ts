import { type Pool, withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';

export type DownloadLimits = {
  /** Zips one user may have in progress at once. */
  maxParallelPerUser: number;
  /** Zips the whole service (every API process on the database) may have in progress. */
  maxParallelTotal: number;
  /** A lease whose process died is forgotten after this long. */
  leaseLifetimeMs: number;
};

export const TOO_MANY_OWN_DOWNLOADS = (max: number) =>
  `You already have ${max} attachment downloads in progress. Please wait for one to finish.`;
export const TOO_MANY_DOWNLOADS =
  'Too many attachment downloads are in progress right now. Please try again in a minute.';
const RETRY_AFTER_SECONDS = 30;

// Every acquisition takes this one lock, so counting and inserting cannot interleave.
const LEASES_LOCK_KEY = "hashtext('attachment_download_leases')";

/**
 * Takes a place for one zip (ADR 0058), or refuses with a 429 when the user or the service
 * already has as many in progress as allowed. Answers the function that gives the place back;
 * call it once the zip has been sent or has failed.
 */
export async function acquireDownloadLease(
  db: Pool,
  userId: number,
  limits: DownloadLimits,
): Promise<() => Promise<void>> {
  const leaseId = await withTransaction(db, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(${LEASES_LOCK_KEY})`);
    const { rows } = await client.query<{ mine: number; total: number }>(
      `SELECT count(*) FILTER (WHERE user_id = $1)::int AS mine, count(*)::int AS total
         FROM attachment_download_leases WHERE expires_at > now()`,
      [userId],
    );
    const { mine = 0, total = 0 } = rows[0] ?? {};
    if (mine >= limits.maxParallelPerUser) {
      throw new AppError('RATE_LIMITED', TOO_MANY_OWN_DOWNLOADS(limits.maxParallelPerUser), {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    if (total >= limits.maxParallelTotal) {
      throw new AppError('RATE_LIMITED', TOO_MANY_DOWNLOADS, {
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    await client.query('DELETE FROM attachment_download_leases WHERE expires_at <= now()');
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO attachment_download_leases (user_id, expires_at)
       VALUES ($1, now() + $2 * interval '1 millisecond') RETURNING id`,
      [userId, limits.leaseLifetimeMs],
    );
    return inserted.rows[0]!.id;
  });
  let isReleased = false;
  return async () => {
    if (isReleased) return;
    isReleased = true;
    await db.query('DELETE FROM attachment_download_leases WHERE id = $1', [leaseId]);
  };
}
