import type { Queryable } from '../../db/pool';

/** The next queued ocids, oldest first (migration 0100 fills the queue). */
export async function findQueuedOcids(
  db: Queryable,
  options: { after: string | null; limit: number },
): Promise<string[]> {
  const { rows } = await db.query<{ ocid: string }>(
    `SELECT ocid FROM recompile_queue WHERE $1::text IS NULL OR ocid > $1
      ORDER BY ocid LIMIT $2`,
    [options.after, options.limit],
  );
  return rows.map((row) => row.ocid);
}

/**
 * Locks the opportunity an ocid compiles into (if any) until the transaction ends, so a sync
 * that stores a new release of it either finishes first (and this compile reads that release)
 * or waits for this compile and then writes its own, newer one.
 */
export async function lockOpportunityOfOcid(db: Queryable, ocid: string): Promise<void> {
  await db.query(
    `SELECT o.id FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.ocid = $1 FOR UPDATE OF o`,
    [ocid],
  );
}

export async function removeQueuedOcid(db: Queryable, ocid: string): Promise<void> {
  await db.query('DELETE FROM recompile_queue WHERE ocid = $1', [ocid]);
}

export async function countQueuedOcids(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM recompile_queue');
  return Number(rows[0]?.count ?? 0);
}
