import type { SqlParams } from './search-sql';

/**
 * "Include documents" (issue 32, ADR 0240): the keyword's words may be in the notice OR on a page
 * of one of its fetched documents (a file linked from it, or any file inside a linked zip). This
 * is an alternative inside the keyword's condition (keyword-condition.ts); the filter's registry
 * record (`includeDocuments`) says how it is counted. The tsquery is the keyword's plain one (the
 * highlight's: real lexemes, no phrase pairs, which document pages do not index). Exclusions
 * (`-word`) apply to the notice's own text: a notice that holds an excluded word stays out even
 * when its documents match.
 *
 * The page hits are gathered once (an InitPlan, like the WAC ID alternative) into the ids of the
 * opportunities holding them, then tested per row as an array membership.
 */
export function documentAlternative(
  alias: string,
  documentsTsquery: string,
  excluded: string | null,
): string {
  const hits = `${alias}.opportunity_id = ANY (ARRAY(
      SELECT od.opportunity_id FROM opportunity_documents od
       WHERE od.content_hash IN (
               SELECT p.content_hash FROM document_pages p
                WHERE p.search_vector @@ ${documentsTsquery}
               UNION
               SELECT m.zip_hash FROM document_file_members m
                 JOIN document_pages p ON p.content_hash = m.member_hash
                WHERE p.search_vector @@ ${documentsTsquery})))`;
  return excluded ? `(${hits} AND NOT ${alias}.search_vector @@ ${excluded})` : hits;
}

/** The tsquery the documents are matched with, from the keyword's parts (null: no text words). */
export function documentsTsquery(
  highlight: { text: string } | { expression: string } | null,
  params: SqlParams,
): string | null {
  if (!highlight) return null;
  return 'text' in highlight ? `${params.add(highlight.text)}::tsquery` : highlight.expression;
}
