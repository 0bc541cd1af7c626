import type { Queryable } from '../../../db/pool';

/**
 * How many of the opportunity's document links have no text to read: not fetched (waiting,
 * failed, or sample data's stand-ins), or fetched but not extracted (waiting, failed, scanned).
 * A brief read from the others cannot say an item is absent from these.
 */
export async function countUnreadDocuments(db: Queryable, opportunityId: number): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `SELECT count(*)::int AS unread
       FROM opportunity_documents od
       LEFT JOIN document_files f ON f.content_hash = od.content_hash
      WHERE od.opportunity_id = $1
        AND (od.content_hash IS NULL OR f.extraction_status IS DISTINCT FROM 'extracted')`,
    [opportunityId],
  );
  return rows[0]?.unread ?? 0;
}
