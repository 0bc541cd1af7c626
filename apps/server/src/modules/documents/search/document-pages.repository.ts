import type { Queryable } from '../../../db/pool';

/** One page of text of one of an opportunity's documents (a file inside a zip is its own document). */
export type OpportunityDocumentPage = {
  /** opportunity_documents.id: the link the file was fetched from. */
  documentId: number;
  /** The file's own name: the link's file name, or for a file inside a zip its name there. */
  fileName: string;
  /** For a file inside a zip: the link's file name (the zip), else null. */
  containerName: string | null;
  /** The content hash naming the file (the reader view's address uses it). */
  contentHash: string;
  url: string;
  pageNo: number;
  text: string;
};

// The files of a fetched link are its own file plus every file inside it at any depth
// (document_file_members is flattened, ADR 0237), so this is one join deep.
const FILES_OF_OPPORTUNITY = `
  SELECT od.id AS document_id, od.url, od.file_name AS link_name, od.content_hash AS hash,
         NULL::text AS inner_path, 0 AS depth
    FROM opportunity_documents od
   WHERE od.opportunity_id = $1 AND od.content_hash IS NOT NULL
  UNION ALL
  SELECT od.id, od.url, od.file_name, m.member_hash, m.inner_path, 1
    FROM opportunity_documents od
    JOIN document_file_members m ON m.zip_hash = od.content_hash
   WHERE od.opportunity_id = $1`;

type PageRow = {
  document_id: string;
  url: string;
  link_name: string;
  hash: string;
  inner_path: string | null;
  page_no: number;
  text: string;
};

export function baseName(innerPath: string): string {
  return innerPath.split('/').pop() || innerPath;
}

export function toPage(row: PageRow): OpportunityDocumentPage {
  return {
    documentId: Number(row.document_id),
    fileName: row.inner_path ? baseName(row.inner_path) : row.link_name,
    containerName: row.inner_path ? row.link_name : null,
    contentHash: row.hash,
    url: row.url,
    pageNo: row.page_no,
    text: row.text,
  };
}

/**
 * Every extracted page of every document of the opportunity, ordered by link, then by path inside
 * a zip, then by page. Pages of a file linked twice (or in two zips of the same opportunity) come
 * once per place it is found, so each citation can name where the reader will find it.
 */
export async function listOpportunityDocumentPages(
  db: Queryable,
  opportunityId: number,
): Promise<OpportunityDocumentPage[]> {
  const { rows } = await db.query<PageRow>(
    `SELECT f.document_id, f.url, f.link_name, f.hash, f.inner_path, p.page_no, p.text
       FROM (${FILES_OF_OPPORTUNITY}) f
       JOIN document_pages p ON p.content_hash = f.hash
      ORDER BY f.document_id, f.depth, f.inner_path NULLS FIRST, p.page_no`,
    [opportunityId],
  );
  return rows.map(toPage);
}
