import type { DocumentPageResponse, HighlightSegment } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import { MATCH_END, MATCH_START, withoutMarkers } from '../../search';
import { baseName } from './document-pages.repository';

/** Runs of the whole page, line breaks kept (unlike a card's passage, the reader shows layout). */
export function toPageSegments(marked: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  for (const [index, part] of marked.split(MATCH_START).entries()) {
    const end = index === 0 ? -1 : part.indexOf(MATCH_END);
    if (end >= 0) segments.push({ text: part.slice(0, end), is_match: true });
    const rest = end >= 0 ? part.slice(end + 1) : part;
    if (rest) segments.push({ text: rest.replaceAll(MATCH_END, ''), is_match: false });
  }
  return segments.filter((segment) => segment.text !== '');
}

/**
 * One page of a file the opportunity links to (or holds in a linked zip), null when the file is
 * not one of its documents or has no such page: a hash alone never opens another notice's file.
 */
export async function readDocumentPage(
  db: Queryable,
  opportunityId: number,
  address: { hash: string; pageNo: number },
  tsquery: string | null,
): Promise<DocumentPageResponse | null> {
  const { rows } = await db.query<{
    link_name: string;
    inner_path: string | null;
    page_count: number;
    marked: string;
  }>(
    `WITH file AS (
       SELECT od.file_name AS link_name, NULL::text AS inner_path
         FROM opportunity_documents od WHERE od.opportunity_id = $1 AND od.content_hash = $2
       UNION ALL
       SELECT od.file_name, m.inner_path
         FROM opportunity_documents od JOIN document_file_members m ON m.zip_hash = od.content_hash
        WHERE od.opportunity_id = $1 AND m.member_hash = $2
       LIMIT 1)
     SELECT file.link_name, file.inner_path, f.page_count,
            CASE WHEN $4::text IS NULL THEN ${withoutMarkers('p.text')}
                 ELSE ts_headline('english', ${withoutMarkers('p.text')}, $4::tsquery,
                                  'StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true')
            END AS marked
       FROM file, document_files f, document_pages p
      WHERE f.content_hash = $2 AND p.content_hash = $2 AND p.page_no = $3`,
    [opportunityId, address.hash, address.pageNo, tsquery],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    file_name: row.inner_path ? baseName(row.inner_path) : row.link_name,
    container_name: row.inner_path ? row.link_name : null,
    page_no: address.pageNo,
    page_count: row.page_count,
    segments: toPageSegments(row.marked),
  };
}
