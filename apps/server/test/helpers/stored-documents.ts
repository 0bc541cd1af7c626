import type { Queryable } from '../../src/db/pool';

/**
 * Stores a file's extracted text under a content hash of the test's choosing, as the extract
 * job leaves it (ADR 0237): one row in document_files and one per page. Short readable hashes
 * let a test name its files; storeTenderDocument (test/factories/tender-pages.ts) is the fuller
 * factory when a test needs real hashes, zip members or fetch dates.
 */
export async function storeExtractedFile(
  db: Queryable,
  hash: string,
  pages: string[],
): Promise<void> {
  await db.query(
    `INSERT INTO document_files (content_hash, byte_size, extraction_status, page_count)
     VALUES ($1, 1, 'extracted', $2)`,
    [hash, pages.length],
  );
  await db.query(
    `INSERT INTO document_pages (content_hash, page_no, text)
     SELECT $1, ordinality, text FROM unnest($2::text[]) WITH ORDINALITY AS p (text, ordinality)`,
    [hash, pages],
  );
}

/**
 * Links a stored file to an opportunity as one of its documents (the URL doubles as the file
 * name). A null hash is a document listed but not fetched yet: 'pending', with no text.
 */
export async function linkDocument(
  db: Queryable,
  opportunityId: number,
  hash: string | null,
  url = `https://portal.invalid/${hash}.pdf`,
): Promise<void> {
  await db.query(
    `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
     VALUES ($1, $2, $2, $3, CASE WHEN $3::text IS NULL THEN 'pending' ELSE 'fetched' END)`,
    [opportunityId, url, hash],
  );
}
