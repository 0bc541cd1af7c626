import type { Queryable } from '../../db/pool';
import { readPhrasePairsStatus } from './phrase-pairs/fill-phrase-pairs';

/** How far the documents job has got, for health and metrics (one statement, small tables). */
export type DocumentsStatus = {
  links: { pending: number; fetched: number; failed: number; skipped: number };
  files: { pending: number; extracted: number; no_text_scanned: number; failed: number };
  pages: number;
  /** Files no link used, removed by the documents job since the install (ADR 0266). */
  removed: { files: number; bytes: number };
  /** Word sets with their phrase pairs, and those the background fill has still to do (ADR 0330). */
  phrase_pairs: { filled: number; pending: number };
};

export async function readDocumentsStatus(db: Queryable): Promise<DocumentsStatus> {
  const pairs = readPhrasePairsStatus(db);
  const { rows } = await db.query<{ kind: string; key: string; count: string }>(
    `SELECT 'links' AS kind, fetch_status AS key, count(*) FROM opportunity_documents GROUP BY 2
     UNION ALL
     SELECT 'files', extraction_status, count(*) FROM document_files GROUP BY 2
     UNION ALL
     SELECT 'pages', '', coalesce(sum(page_count), 0) FROM document_files
     UNION ALL
     SELECT 'removed', 'files', files FROM document_files_removed
     UNION ALL
     SELECT 'removed', 'bytes', bytes FROM document_files_removed`,
  );
  const status: DocumentsStatus = {
    links: { pending: 0, fetched: 0, failed: 0, skipped: 0 },
    files: { pending: 0, extracted: 0, no_text_scanned: 0, failed: 0 },
    pages: 0,
    removed: { files: 0, bytes: 0 },
    phrase_pairs: await pairs,
  };
  for (const row of rows) {
    if (row.kind === 'pages') status.pages = Number(row.count);
    else if (row.kind === 'removed')
      status.removed[row.key as keyof DocumentsStatus['removed']] = Number(row.count);
    else if (row.kind === 'links')
      status.links[row.key as keyof DocumentsStatus['links']] = Number(row.count);
    else status.files[row.key as keyof DocumentsStatus['files']] = Number(row.count);
  }
  return status;
}
