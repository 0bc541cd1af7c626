import type { DocumentPageResponse } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import { baseName } from './document-pages.repository';
import { markPage, type PageToken, type PageWord } from './page-marks';

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
    text: string;
    tokens: PageToken[] | null;
    words: PageWord[] | null;
    query: string | null;
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
            p.text,
            -- The page's tokens in order and its words by position, as to_tsvector reads them
            -- (markPage finds the matches in them); ts_parse and to_tsvector are quick where
            -- ts_debug, which gives both, took ~10 times as long on a 13,000-character page.
            CASE WHEN $4::text IS NOT NULL THEN
              (SELECT json_agg(json_build_array(t.alias, d.token, m.maptokentype IS NOT NULL)
                               ORDER BY d.n)
                 FROM ts_parse('default', p.text) WITH ORDINALITY AS d (tokid, token, n)
                 JOIN ts_token_type('default') t ON t.tokid = d.tokid
                 LEFT JOIN (SELECT DISTINCT maptokentype FROM pg_ts_config_map
                             WHERE mapcfg = 'english'::regconfig) m
                        ON m.maptokentype = d.tokid)
            END AS tokens,
            CASE WHEN $4::text IS NOT NULL THEN
              (SELECT json_agg(json_build_array(w.lexeme, w.positions))
                 FROM unnest(to_tsvector('english', p.text)) w)
            END AS words,
            $4::tsquery::text AS query
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
    segments:
      row.query && row.tokens
        ? markPage(row.text, { tokens: row.tokens, words: row.words ?? [] }, row.query)
        : [{ text: row.text, is_match: false }].filter((segment) => segment.text !== ''),
  };
}
