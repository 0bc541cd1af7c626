import type { DocumentMatch } from '@wac/contract';
import type { Queryable } from '../../../db/pool';
import { type MarkableText, markableTextSql, markPassage, passageSql } from './page-marks';
import { FRAGMENT_HEADLINE_OPTIONS, withoutMarkers } from './search-highlights';

/**
 * A page's passage is looked for in its first 50,000 characters (ts_headline parses what it is
 * given; see DESCRIPTION_HIGHLIGHT_CHARS): a word found only further on still names its page.
 */
const PAGE_HIGHLIGHT_CHARS = 50_000;

type HitRow = {
  wac_id: string;
  file_name: string;
  inner_path: string | null;
  content_hash: string;
  page_no: number;
  passage: string | null;
  query: string;
} & MarkableText;

/**
 * For each result of a page of a search "with documents" (issue 32): the first page, in link
 * order, of its documents holding the words, with a passage around them. The first hit per
 * opportunity is picked before the passage is made, so ts_headline runs once per card.
 */
export async function findDocumentMatches(
  db: Queryable,
  wacIds: readonly string[],
  tsqueryText: string,
): Promise<Map<string, DocumentMatch>> {
  if (wacIds.length === 0) return new Map();
  const { rows } = await db.query<HitRow>(
    `WITH links AS (
       SELECT od.id, o.wac_id, od.file_name, od.content_hash
         FROM opportunities o JOIN opportunity_documents od ON od.opportunity_id = o.id
        WHERE o.wac_id = ANY ($1::text[]) AND od.content_hash IS NOT NULL),
     files AS (
       SELECT l.id, l.wac_id, l.file_name, l.content_hash AS hash, NULL::text AS inner_path FROM links l
       UNION ALL
       SELECT l.id, l.wac_id, l.file_name, m.member_hash, m.inner_path
         FROM links l JOIN document_file_members m ON m.zip_hash = l.content_hash),
     first_hits AS (
       SELECT DISTINCT ON (f.wac_id) f.wac_id, f.file_name, f.inner_path, p.content_hash, p.page_no
         FROM files f
         -- The pages of these few files by their key (OFFSET 0 keeps the words test out of the
         -- scan): the pages' word index would read every page holding a common word.
         CROSS JOIN LATERAL (SELECT d.content_hash, d.page_no, d.search_vector
                               FROM document_pages d WHERE d.content_hash = f.hash OFFSET 0) p
        WHERE p.search_vector @@ $2::tsquery
        ORDER BY f.wac_id, f.id, f.inner_path NULLS FIRST, p.page_no)
     SELECT h.*, x.passage, t.tokens, t.words, $2::tsquery::text AS query
       FROM first_hits h JOIN document_pages p USING (content_hash, page_no)
      CROSS JOIN LATERAL (SELECT ${passageSql(
        withoutMarkers(`left(p.text, ${PAGE_HIGHLIGHT_CHARS})`),
        '$2::tsquery',
        FRAGMENT_HEADLINE_OPTIONS,
      )} AS passage OFFSET 0) x
      -- OFFSET 0 keeps the passage a value of its own: pulled up, its ts_headline (over up to
      -- 50,000 characters) ran three times per card, once more in each use below.
      CROSS JOIN LATERAL (SELECT ${markableTextSql('x.passage')}) t`,
    [wacIds, tsqueryText],
  );
  return new Map(
    rows.map((row) => [
      row.wac_id,
      {
        file_name: row.inner_path
          ? (row.inner_path.split('/').pop() ?? row.inner_path)
          : row.file_name,
        container_name: row.inner_path ? row.file_name : null,
        content_hash: row.content_hash,
        page_no: row.page_no,
        snippet: markPassage(row.passage, row, row.query) ?? [],
      },
    ]),
  );
}
