import type { DocumentPageResponse } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import { type MarkableText, markableTextSql, markPage } from '../../search';
import { baseName } from './document-pages.repository';

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
  const { rows } = await db.query<
    {
      link_name: string;
      inner_path: string | null;
      page_count: number;
      text: string;
      query: string | null;
    } & MarkableText
  >(
    `WITH file AS (
       SELECT od.file_name AS link_name, NULL::text AS inner_path
         FROM opportunity_documents od WHERE od.opportunity_id = $1 AND od.content_hash = $2
       UNION ALL
       SELECT od.file_name, m.inner_path
         FROM opportunity_documents od JOIN document_file_members m ON m.zip_hash = od.content_hash
        WHERE od.opportunity_id = $1 AND m.member_hash = $2
       LIMIT 1)
     SELECT file.link_name, file.inner_path, f.page_count,
            p.text,
            -- The page's tokens and words, for markPage (ADR 0310); none without a query.
            t.tokens, t.words,
            $4::tsquery::text AS query
       FROM file, document_files f, document_pages p
       LEFT JOIN LATERAL (SELECT ${markableTextSql('p.text')}) t ON $4::text IS NOT NULL
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
    segments:
      row.query && row.tokens
        ? markPage(row.text, row, row.query)
        : [{ text: row.text, is_match: false }].filter((segment) => segment.text !== ''),
  };
}
