import type { HighlightSegment, OpportunityDocument } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import {
  FRAGMENT_HEADLINE_OPTIONS,
  type MarkableText,
  markableTextSql,
  markPassage,
  passageSql,
  withoutMarkers,
} from '../../search';
import { baseName } from './document-pages.repository';

/** Matching pages listed per file: enough to read on, bounded for a 400-page volume. */
const MATCHES_PER_FILE = 25;

type FileRow = {
  link_name: string;
  url: string;
  hash: string | null;
  inner_path: string | null;
  fetch_status: string;
  last_error: string | null;
  extraction_status: string | null;
  failure_reason: string | null;
  page_count: number | null;
};

const FILES_SQL = `
  SELECT od.id, od.file_name AS link_name, od.url, od.content_hash AS hash, NULL::text AS inner_path,
         od.fetch_status, od.last_error, f.extraction_status, f.failure_reason, f.page_count
    FROM opportunity_documents od LEFT JOIN document_files f ON f.content_hash = od.content_hash
   WHERE od.opportunity_id = $1
  UNION ALL
  SELECT od.id, od.file_name, od.url, m.member_hash, m.inner_path, od.fetch_status, NULL,
         f.extraction_status, f.failure_reason, f.page_count
    FROM opportunity_documents od
    JOIN document_file_members m ON m.zip_hash = od.content_hash
    JOIN document_files f ON f.content_hash = m.member_hash
   WHERE od.opportunity_id = $1
   ORDER BY 1, 5 NULLS FIRST`;

function stateOf(row: FileRow): Pick<OpportunityDocument, 'state' | 'reason'> {
  if (row.fetch_status === 'failed') return { state: 'failed', reason: row.last_error };
  if (row.fetch_status === 'skipped') return { state: 'failed', reason: row.last_error };
  if (!row.extraction_status || row.extraction_status === 'pending')
    return { state: 'waiting', reason: null };
  if (row.extraction_status === 'failed') return { state: 'failed', reason: row.failure_reason };
  if (row.extraction_status === 'no_text_scanned')
    return { state: 'no_text_scanned', reason: null };
  return { state: 'read', reason: null };
}

/**
 * The matching pages of some files ($1, their hashes) with each page's passage and its marks'
 * tokens and words ($2, the tsquery). OFFSET 0 keeps the passage a value of its own (ADR 0335,
 * as ADR 0326 for "Found in"): pulled up into the query, its ts_headline (over up to 50,000
 * characters) ran once more in each of the marks' two uses, three times per page.
 */
export const MATCHING_PAGES_SQL = `
  SELECT p.content_hash, p.page_no, x.passage, t.tokens, t.words, $2::tsquery::text AS query
    FROM (SELECT content_hash, page_no, text,
                 row_number() OVER (PARTITION BY content_hash ORDER BY page_no) AS n
            FROM document_pages
           WHERE content_hash = ANY ($1::text[]) AND search_vector @@ $2::tsquery) p
   CROSS JOIN LATERAL (SELECT ${passageSql(withoutMarkers('left(p.text, 50000)'), '$2::tsquery', FRAGMENT_HEADLINE_OPTIONS)} AS passage OFFSET 0) x
   CROSS JOIN LATERAL (SELECT ${markableTextSql('x.passage')}) t
   WHERE p.n <= ${MATCHES_PER_FILE}
   ORDER BY p.content_hash, p.page_no`;

async function findMatches(db: Queryable, hashes: string[], tsquery: string) {
  const { rows } = await db.query<
    { content_hash: string; page_no: number; passage: string | null; query: string } & MarkableText
  >(MATCHING_PAGES_SQL, [hashes, tsquery]);
  const byHash = new Map<string, { page_no: number; snippet: HighlightSegment[] }[]>();
  for (const row of rows) {
    const list = byHash.get(row.content_hash) ?? [];
    list.push({ page_no: row.page_no, snippet: markPassage(row.passage, row, row.query) ?? [] });
    byHash.set(row.content_hash, list);
  }
  return byHash;
}

/**
 * Every document of the opportunity (links, then the files inside each zip), with its state and,
 * given a tsquery, its pages holding the words. A zip itself is listed as read with no pages:
 * its files follow it.
 */
export async function listOpportunityDocuments(
  db: Queryable,
  opportunityId: number,
  tsquery: string | null,
): Promise<OpportunityDocument[]> {
  const { rows } = await db.query<FileRow>(FILES_SQL, [opportunityId]);
  const hashes = rows.flatMap((row) => (row.hash ? [row.hash] : []));
  const matches = tsquery && hashes.length > 0 ? await findMatches(db, hashes, tsquery) : new Map();
  return rows.map((row) => ({
    file_name: row.inner_path ? baseName(row.inner_path) : row.link_name,
    container_name: row.inner_path ? row.link_name : null,
    url: row.url,
    content_hash: row.hash,
    ...stateOf(row),
    page_count: row.page_count,
    matches: (row.hash && matches.get(row.hash)) || [],
  }));
}
