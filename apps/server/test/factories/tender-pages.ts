import { createHash } from 'node:crypto';
import type { Queryable } from '../../src/db/pool';

/**
 * Stores a fetched, extracted tender document of an opportunity straight into the documents
 * tables (ADR 0237), as the fetch and extract jobs leave it: the link, the file by content hash
 * and its text per page. `members` are files found inside it when it is a zip.
 */
export async function storeTenderDocument(
  db: Queryable,
  opportunityId: number,
  document: {
    fileName: string;
    url?: string;
    pages: string[];
    members?: { innerPath: string; pages: string[] }[];
  },
): Promise<{ documentId: number; contentHash: string }> {
  const hash = await storeFile(db, document.fileName + document.pages.join('\f'), document.pages);
  for (const member of document.members ?? []) {
    const memberHash = await storeFile(
      db,
      member.innerPath + member.pages.join('\f'),
      member.pages,
    );
    await db.query(
      `INSERT INTO document_file_members (zip_hash, inner_path, member_hash) VALUES ($1, $2, $3)`,
      [hash, member.innerPath, memberHash],
    );
  }
  const url =
    document.url ?? `https://tenders.example.test/files/${encodeURIComponent(document.fileName)}`;
  const { rows } = await db.query<{ id: string }>(
    // Not due a "changed?" check for a year: the documents job leaves it as stored.
    `INSERT INTO opportunity_documents
       (opportunity_id, url, file_name, content_hash, fetch_status, fetched_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, 'fetched', now(), now() + interval '365 days') RETURNING id`,
    [opportunityId, url, document.fileName, hash],
  );
  return { documentId: Number(rows[0]?.id), contentHash: hash };
}

async function storeFile(db: Queryable, content: string, pages: string[]): Promise<string> {
  const hash = createHash('sha256').update(content).digest('hex');
  await db.query(
    `INSERT INTO document_files (content_hash, byte_size, media_type, extraction_status, page_count, extracted_at)
     VALUES ($1, $2, 'application/pdf', 'extracted', $3, now()) ON CONFLICT DO NOTHING`,
    [hash, content.length, pages.length],
  );
  for (const [index, text] of pages.entries()) {
    await db.query(
      `INSERT INTO document_pages (content_hash, page_no, text) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [hash, index + 1, text],
    );
  }
  return hash;
}
