import {
  type DocumentsLookup,
  documentMatchIdsSql,
  isProbeable,
  lookupOf,
} from './document-ids-sql';
import type { SqlParams } from './search-sql';

/**
 * "Include documents" (issue 32, ADRs 0240 and 0265): the keyword's words may be in the notice OR
 * on a page of one of its fetched documents (a file linked from it, or any file inside a linked
 * zip). This is an alternative inside the keyword's condition (keyword-condition.ts); the filter's
 * registry record (`includeDocuments`) says how it is counted. The tsquery is the keyword's plain
 * one (the highlight's: real lexemes, no phrase pairs, which document pages do not index).
 * Exclusions (`-word`) apply to the notice's own text: a notice that holds an excluded word stays
 * out even when its documents match.
 *
 * A keyword of one word or any-of words (no `&`, no phrase) is answered by one probe of the
 * opportunities' word sets (`opportunity_document_words`, migration 0390, ADR 0265): a word is
 * on some page iff it is in the set. Words that must meet on one page (all of them, or a
 * phrase) are matched page by page through `document_pages`' index and walked back to their
 * opportunities through the links, as before. Either way the ids are gathered once (an
 * InitPlan, like the WAC ID alternative) and tested per row as an array membership (a bitmap
 * probe of the key when counting).
 */
export function documentAlternative(
  alias: string,
  documents: DocumentsQuery,
  excluded: string | null,
): string {
  const hits =
    'ids' in documents
      ? carriedIdsTest(`${alias}.opportunity_id`, documents.ids, documents.test)
      : documents.probed
        ? probedSetTest(`${alias}.opportunity_id`, documents.tsquery)
        : `${alias}.opportunity_id = ANY (ARRAY(${documentMatchIdsSql(documents)}))`;
  return excluded ? `(${hits} AND NOT ${alias}.search_vector @@ ${excluded})` : hits;
}

/**
 * Whether the row's word set holds the words, probed by the set's key (ADR 0344): the same test as
 * membership in the word sets' lookup. A scalar subquery, so Postgres runs it per walked row and
 * never turns it into a hashed scan of every set (as it may an EXISTS).
 */
const probedSetTest = (column: string, tsquery: string) =>
  `coalesce((SELECT dw.words @@ ${tsquery} FROM opportunity_document_words dw
              WHERE dw.opportunity_id = ${column}), false)`;

/**
 * How a statement tests the ids found beforehand (ADRs 0296 and 0333):
 * - `initPlan`: behind an InitPlan (a count: the planner then keeps the bitmap probe of the key;
 *   shown the ids of a common word, it chose a parallel sequential scan testing every row's
 *   words, 5.3 s at 1M);
 * - `seen`: a constant array the planner sees (a page read by sorting its matches: the ids are an
 *   index condition beside the other filters), whose planning grows with the ids (about 0.5 ms
 *   per 1,000: the planner estimates each element);
 * - `hashed`: the same constant array inside a one-row subquery (a page read by walking the sort
 *   index): Postgres still hashes it once (a constant array of 9 or more) and tests each walked
 *   row against the table, but the planner takes the subquery's condition as a whole and does not
 *   estimate the array element by element, so it plans in constant time. (A hashed `IN (SELECT
 *   unnest(...))` builds a slower tuple hash table: 37 against 9 ms for 48,741 ids at 1M.)
 */
export type CarriedIdsTest = 'initPlan' | 'seen' | 'hashed';

function carriedIdsTest(column: string, ids: string, test: CarriedIdsTest): string {
  if (test === 'seen') return `${column} = ANY (${ids}::bigint[])`;
  if (test === 'hashed') return `(SELECT ${column} = ANY (${ids}::bigint[]))`;
  return `${column} = ANY (ARRAY(SELECT unnest(${ids}::bigint[])))`;
}

/** A lookup to run in the statement, or the parameter holding the ids found beforehand. */
export type DocumentsQuery = DocumentsLookup | { ids: string; test: CarriedIdsTest };

/** The documents' query from the keyword's parts (null: no text words). */
export function documentsQuery(
  highlight: { text: string; paired?: string } | { expression: string } | null,
  params: SqlParams,
  found?: { ids: string | undefined; test: CarriedIdsTest },
): DocumentsQuery | null {
  if (!highlight) return null;
  if (!('text' in highlight)) return { tsquery: highlight.expression, onePage: null };
  if (found?.ids !== undefined) return { ids: params.add(found.ids), test: found.test };
  const lookup = lookupOf(highlight.text, params, highlight.paired);
  // A walked page without carried ids probes the few rows it walks (ADR 0344); a count or a
  // sorted page looks the ids up in the statement (its InitPlan is an index condition).
  return found?.test === 'hashed' && isProbeable(lookup) ? { ...lookup, probed: true } : lookup;
}
