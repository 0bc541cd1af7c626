import type { ResolvedKeyword, SqlParams } from './search-sql';

/**
 * The documents-only part of a search with documents per facet key (ADR 0315): of the word sets
 * in `matched` (a relation of opportunity_id and facet_key), those whose notice neither matches
 * the keyword's words nor holds an exclusion, counted by their facet key. The one definition,
 * for the documents' lookup (search-prepare.ts) and the count's own fallback
 * (count/document-only-counts.ts).
 */
export function documentsOnlyCountSql(
  matched: string,
  resolved: Pick<ResolvedKeyword, 'text' | 'exclusion'>,
  params: SqlParams,
  within: DocumentsOnlyWithin | null = null,
): string {
  const inside = within ? `AND m.opportunity_id IN (${withinIdsSql(within)})` : '';
  return `SELECT m.facet_key, count(*)::int AS doc_count FROM ${matched} m
           WHERE m.facet_key IS NOT NULL
             AND m.opportunity_id NOT IN (${noticeMatchIdsSql(resolved, params)}) ${inside}
           GROUP BY m.facet_key`;
}

/**
 * A search's other filters as a condition over `opportunity_search s` whose parameters are the
 * statement's first (`$1` to `$n`, `values`): the documents-only matches counted are those of its
 * rows (count/document-only-counts.ts says which filters, ADR 0334).
 */
export type DocumentsOnlyWithin = { where: string; values: readonly unknown[] };

export const withinIdsSql = (within: DocumentsOnlyWithin) =>
  `SELECT s.opportunity_id FROM opportunity_search s WHERE ${within.where}`;

/**
 * The word sets whose notice matches the keyword's words or holds an exclusion: the matches a
 * search with documents counts as the notice's own (or not at all), by the notice words' index
 * (their own table since migration 0429, ADR 0325, so a scan of the sets reads small rows).
 */
function noticeMatchIdsSql(
  resolved: Pick<ResolvedKeyword, 'text' | 'exclusion'>,
  params: SqlParams,
): string {
  const notice = resolved.exclusion
    ? `(${params.add(resolved.text)}::tsquery || ${params.add(resolved.exclusion)}::tsquery)`
    : `${params.add(resolved.text)}::tsquery`;
  return `SELECT x.opportunity_id FROM opportunity_document_notice_words x WHERE x.notice_words @@ ${notice}`;
}
