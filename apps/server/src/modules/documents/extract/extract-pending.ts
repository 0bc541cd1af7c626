import type { Pool, Queryable } from '../../../db/pool';
import type { DocumentsSettings } from '../documents-settings';
import { insertFile } from '../fetch/document-links.repository';
import { keepBytes, readStoredFile } from '../fetch/document-store';
import { type Extraction, extractFile } from './extract-file';

type PendingFile = { content_hash: string; file_name: string };

/** Pending files, oldest first, each with a name it is linked or zipped under (for its format). */
async function findPending(db: Queryable, limit: number): Promise<PendingFile[]> {
  const { rows } = await db.query<PendingFile>(
    `SELECT f.content_hash,
            coalesce((SELECT od.file_name FROM opportunity_documents od
                       WHERE od.content_hash = f.content_hash LIMIT 1),
                     (SELECT m.inner_path FROM document_file_members m
                       WHERE m.member_hash = f.content_hash LIMIT 1), '') AS file_name
       FROM document_files f
      WHERE f.extraction_status = 'pending'
      ORDER BY f.created_at LIMIT $1`,
    [limit],
  );
  return rows;
}

async function saveOutcome(
  db: Pool,
  settings: DocumentsSettings,
  hash: string,
  result: Extraction,
) {
  // Members are written to disk before the transaction: a rolled-back run leaves only spare files.
  const members =
    result.status === 'zip'
      ? await Promise.all(
          result.members.map(async (member) => ({
            path: member.path,
            hash: await keepBytes(settings.dir, member.bytes),
            size: member.bytes.length,
          })),
        )
      : [];
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const pages = result.status === 'extracted' ? result.pages : [];
    if (pages.length > 0) {
      await client.query(
        `INSERT INTO document_pages (content_hash, page_no, text)
         SELECT $1, ordinality, text FROM unnest($2::text[]) WITH ORDINALITY AS p (text, ordinality)
         ON CONFLICT DO NOTHING`,
        [hash, pages],
      );
    }
    for (const member of members) {
      await insertFile(client, { hash: member.hash, byteSize: member.size, mediaType: null });
      await client.query(
        `INSERT INTO document_file_members (zip_hash, inner_path, member_hash) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [hash, member.path, member.hash],
      );
    }
    const status = result.status === 'zip' ? 'extracted' : result.status;
    await client.query(
      `UPDATE document_files
          SET extraction_status = $2, failure_reason = $3, page_count = $4, extracted_at = now()
        WHERE content_hash = $1`,
      [hash, status, result.status === 'failed' ? result.reason : null, pages.length],
    );
    // Searches with documents match new pages: move the search data version (migration 0013),
    // as a change to opportunity_search would, so cached counts and pages are not reused.
    if (pages.length > 0) await client.query('SELECT mark_opportunity_search_changed()');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export type ExtractRunSummary = {
  extracted: number;
  scanned: number;
  failed: number;
  pages: number;
};

/**
 * One run of extraction: each pending file read from the store and its pages (or its zip's
 * files, pending in turn) saved. A bad file is marked failed with its reason; the run goes on.
 */
export async function extractPendingFiles(
  db: Pool,
  settings: DocumentsSettings,
): Promise<ExtractRunSummary> {
  const summary: ExtractRunSummary = { extracted: 0, scanned: 0, failed: 0, pages: 0 };
  for (const file of await findPending(db, settings.extractPerRun)) {
    let result: Extraction;
    try {
      const bytes = await readStoredFile(settings.dir, file.content_hash);
      result = await extractFile(bytes, file.file_name, settings.extract);
    } catch {
      result = { status: 'failed', reason: 'the stored file could not be read' };
    }
    await saveOutcome(db, settings, file.content_hash, result);
    if (result.status === 'failed') summary.failed += 1;
    else if (result.status === 'no_text_scanned') summary.scanned += 1;
    else summary.extracted += 1;
    if (result.status === 'extracted') summary.pages += result.pages.length;
  }
  return summary;
}
