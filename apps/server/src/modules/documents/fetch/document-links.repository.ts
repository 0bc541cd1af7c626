import type { Queryable } from '../../../db/pool';

// Open (tendering, deadline ahead or none) and planned opportunities, as the status filter reads
// them (migration 0140: lifecycle 1 planned, 2 tendering); test notices are never fetched for.
export const LIVE_OPPORTUNITY = `
  opportunity_lifecycle(o.stage, o.tender_status) IN (1, 2)
  AND (o.tender_deadline_date IS NULL OR o.tender_deadline_date > now())
  AND NOT o.is_test_notice`;

export type NewLink = { opportunityId: number; url: string; fileName: string; isSample: boolean };

/** Attachments of live opportunities that have no link row yet (a batch). */
export async function findNewLinks(db: Queryable, limit: number) {
  const { rows } = await db.query<{
    opportunity_id: string;
    url: string;
    true_filename: string | null;
    title: string | null;
  }>(
    `SELECT d.opportunity_id, d.url, d.true_filename, d.title
       FROM documents d JOIN opportunities o ON o.id = d.opportunity_id
      WHERE d.document_type = 'attachment' AND ${LIVE_OPPORTUNITY}
        AND NOT EXISTS (SELECT 1 FROM opportunity_documents od
                         WHERE od.opportunity_id = d.opportunity_id AND od.url = d.url)
      ORDER BY d.opportunity_id DESC, d.position
      LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Sample links (ADR 0145) go in as skipped: they name hosts that never resolve. */
export async function insertLinks(db: Queryable, links: NewLink[]): Promise<void> {
  if (links.length === 0) return;
  await db.query(
    `INSERT INTO opportunity_documents (opportunity_id, url, file_name, fetch_status, last_error)
     SELECT l.opportunity_id, l.url, l.file_name,
            CASE WHEN l.is_sample THEN 'skipped' ELSE 'pending' END,
            CASE WHEN l.is_sample THEN 'sample data: no file to fetch' END
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::boolean[])
            AS l (opportunity_id, url, file_name, is_sample)
     ON CONFLICT (opportunity_id, url) DO NOTHING`,
    [
      links.map((link) => link.opportunityId),
      links.map((link) => link.url),
      links.map((link) => link.fileName),
      links.map((link) => link.isSample),
    ],
  );
}

export type DueLink = {
  id: string;
  url: string;
  fetch_attempts: number;
  etag: string | null;
  last_modified: string | null;
  content_hash: string | null;
};

/**
 * Links due a fetch (new, retrying, or due a "changed?" check) of live opportunities, oldest
 * due first. The same URL linked from several opportunities is fetched once per run.
 */
export async function findDueLinks(db: Queryable, limit: number): Promise<DueLink[]> {
  const { rows } = await db.query<DueLink>(
    `SELECT DISTINCT ON (od.url) od.id, od.url, od.fetch_attempts, od.etag, od.last_modified,
            od.content_hash
       FROM opportunity_documents od JOIN opportunities o ON o.id = od.opportunity_id
      WHERE od.fetch_status IN ('pending', 'fetched') AND od.next_attempt_at <= now()
        AND ${LIVE_OPPORTUNITY}
      ORDER BY od.url, od.next_attempt_at
      LIMIT $1`,
    [limit],
  );
  return rows;
}

/** A file fetched (or unchanged): every link with this URL gets it, and a check-again time. */
export async function recordFetched(
  db: Queryable,
  url: string,
  outcome: {
    hash: string | null;
    etag: string | null;
    lastModified: string | null;
    refreshAfterMs: number;
  },
): Promise<void> {
  await db.query(
    `UPDATE opportunity_documents
        SET fetch_status = 'fetched', fetch_attempts = 0, last_error = NULL,
            content_hash = coalesce($2, content_hash),
            etag = coalesce($3, etag), last_modified = coalesce($4, last_modified),
            fetched_at = now(), next_attempt_at = now() + make_interval(secs => $5 / 1000.0)
      WHERE url = $1 AND fetch_status IN ('pending', 'fetched')`,
    [url, outcome.hash, outcome.etag, outcome.lastModified, outcome.refreshAfterMs],
  );
}

/** A failed fetch: retried after `retryInMs`, or given up (status failed) at the last attempt. */
export async function recordFetchFailure(
  db: Queryable,
  url: string,
  failure: { reason: string; giveUp: boolean; retryInMs: number },
): Promise<void> {
  await db.query(
    `UPDATE opportunity_documents
        SET fetch_attempts = fetch_attempts + 1, last_error = $2,
            fetch_status = CASE WHEN $3 AND content_hash IS NULL THEN 'failed' ELSE fetch_status END,
            next_attempt_at = now() + make_interval(secs => $4 / 1000.0)
      WHERE url = $1 AND fetch_status IN ('pending', 'fetched')`,
    [url, failure.reason, failure.giveUp, failure.retryInMs],
  );
}

/** A new file's row, pending extraction (nothing when the same bytes are already known). */
export async function insertFile(
  db: Queryable,
  file: { hash: string; byteSize: number; mediaType: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO document_files (content_hash, byte_size, media_type) VALUES ($1, $2, $3)
     ON CONFLICT (content_hash) DO NOTHING`,
    [file.hash, file.byteSize, file.mediaType],
  );
}
