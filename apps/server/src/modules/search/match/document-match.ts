import type { Queryable } from '../../../db/pool';
import type { FacetCount } from './search-facets';
import { type ResolvedKeyword, SqlParams } from './search-sql';

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
 * The ids of the opportunities whose documents match (see documentAlternative); `withKey` adds
 * the facet key of a match found in the word sets. A phrase on pairs (ADR 0317) is one probe of
 * the sets whose pairs are filled (a pair lexeme is only in the pairs, a word only in the words:
 * each side of the OR answers its own alternatives) and page by page for the sets the background
 * job has not filled yet (ADR 0330), so the ids are the same at every stage of the fill. Once
 * all are filled the second part finds no set by its partial index and reads no page.
 */
function documentMatchIdsSql(
  { tsquery, onePage, pagesTsquery }: DocumentsLookup,
  withKey = false,
): string {
  const columns = `w.opportunity_id${withKey ? ', w.facet_key' : ''}`;
  if (pagesTsquery !== undefined) {
    return `SELECT ${columns} FROM opportunity_document_words w
             WHERE w.pairs IS NOT NULL AND (w.words @@ ${tsquery} OR w.pairs @@ ${tsquery})
            UNION ALL
            SELECT ${columns} FROM opportunity_document_words w
             WHERE w.pairs IS NULL AND w.opportunity_id IN (${pageMatchIdsSql(pagesTsquery)})`;
  }
  return onePage === false
    ? `SELECT ${columns} FROM opportunity_document_words w WHERE w.words @@ ${tsquery}`
    : pageMatchIdsSql(tsquery);
}

/** The opportunities linking a page that matches, page by page (ADR 0265). */
const pageMatchIdsSql = (tsquery: string) =>
  `SELECT od.opportunity_id FROM opportunity_documents od
    WHERE od.content_hash IN (
            SELECT p.content_hash FROM document_pages p
             WHERE p.search_vector @@ ${tsquery}
            UNION
            SELECT m.zip_hash FROM document_file_members m
              JOIN document_pages p ON p.content_hash = m.member_hash
             WHERE p.search_vector @@ ${tsquery})`;

/**
 * The most ids a search carries as a parameter (ADR 0296): more, and each statement finds them
 * itself again, so a word on most documents of a far larger collection never ships megabytes.
 */
export const MAX_CARRIED_DOCUMENT_IDS = 100_000;

/**
 * What the documents' lookup gives a search (ADRs 0296 and 0315): the ids of the opportunities
 * whose documents match, and, per facet key, those of them whose notice does not match (the
 * documents-only part of the count, count/document-only-counts.ts).
 */
export type DocumentMatches = { ids: string | null; documentsOnly?: FacetCount[] };

/** The ids and their number, in one pass over `from`. */
const listed = (from: string) =>
  `SELECT count(*)::int AS id_count, coalesce(array_agg(opportunity_id)::text, '{}') AS ids
     FROM ${from}`;

/**
 * The ids of `found` unless they are most of the word sets (by the planner's figure of the sets;
 * none yet, 0 or -1 before the first ANALYZE, and they are carried), ADR 0344: then the count is the lookup's own and a walked page probes each
 * walked row's set by its key (probedSetTest), so tens of thousands of ids never leave Postgres.
 * The lazy InitPlan under CASE builds the text only when it is returned.
 */
const listedUnlessMost = `SELECT c.id_count,
         CASE WHEN c.id_count * 2 <= sets.figure OR sets.figure <= 0
              THEN (SELECT coalesce(array_agg(opportunity_id)::text, '{}') FROM found) END AS ids
    FROM (SELECT count(*)::int AS id_count FROM found) c,
         (SELECT reltuples AS figure FROM pg_class
           WHERE oid = 'opportunity_document_words'::regclass) sets`;

/**
 * The opportunities whose documents match the keyword's highlight tsquery, found once for the
 * whole search (its count, page and facet variants then test membership of one array parameter,
 * ADR 0296), with the documents-only matches counted per facet key in the same statement from
 * the word sets' keys and notice words (ADR 0315): null when more than MAX_CARRIED_DOCUMENT_IDS
 * match. The same SQL as the statements' own lookup, so the same ids. The ids come and go as one
 * text value, Postgres's own form of the bigint[] ('{3,1,2}', ADR 0316): parsed into numbers and
 * formatted back element by element by the driver, 40,000 of them cost about as much again as
 * the lookup itself, and the process never reads them.
 */
export async function lookUpDocumentMatches(
  db: Queryable,
  resolved: ResolvedKeyword & { text: string },
  withCounts: false | { within: DocumentsOnlyWithin | null },
): Promise<DocumentMatches | null> {
  const within = withCounts ? withCounts.within : null;
  const params = new SqlParams(within?.values.length ?? 0);
  const documents = lookupOf(resolved.highlight ?? resolved.text, params, resolved.text);
  const isWordSet = documents.onePage === false;
  // Kept in Postgres only where a walked page can probe the sets instead (documentsQuery).
  const mayKeepIds = withCounts && isProbeable(documents);
  // Within the status's rows (ADR 0334) the ids carried are those rows' only: every statement
  // that tests them also tests the status, so the same matches, and a page sorting the few open
  // matches plans a few ids rather than every opportunity whose documents hold the word.
  const lookup = within
    ? `SELECT f.* FROM (${documentMatchIdsSql(documents, isWordSet)}) f
        WHERE f.opportunity_id IN (${withinIdsSql(within)})`
    : documentMatchIdsSql(documents, isWordSet);
  const found = `${lookup} LIMIT ${MAX_CARRIED_DOCUMENT_IDS + 1}`;
  const keys = isWordSet
    ? 'SELECT opportunity_id, facet_key FROM found'
    : `SELECT w.opportunity_id, w.facet_key FROM opportunity_document_words w
        WHERE w.opportunity_id IN (SELECT opportunity_id FROM found)`;
  // The documents-only matches per facet key: the matches less those the notice holds. Without
  // them the ids alone, in one pass (a materialised list read twice costs ~10 ms at 40,000).
  const { rows } = await db.query<{
    id_count: number;
    ids: string | null;
    documents_only: [number, number][] | null;
  }>(
    withCounts
      ? `WITH found AS MATERIALIZED (${found}), matched AS (${keys})
         SELECT listed.id_count, listed.ids,
                (SELECT coalesce(json_agg(json_build_array(facet_key, doc_count)), '[]')
                   FROM (${documentsOnlyCountSql('matched', resolved, params)}) counted) AS documents_only
           FROM (${mayKeepIds ? listedUnlessMost : listed('found')}) listed`
      : `SELECT listed.*, NULL AS documents_only FROM (${listed(`(${found}) found`)}) listed`,
    [...(within?.values ?? []), ...params.values],
  );
  const row = rows[0];
  if (!row || row.id_count > MAX_CARRIED_DOCUMENT_IDS) return null;
  const documentsOnly = row.documents_only?.map(([facet_key, doc_count]) => ({
    facet_key,
    doc_count,
  }));
  return { ids: row.ids, documentsOnly };
}

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

const withinIdsSql = (within: DocumentsOnlyWithin) =>
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

/**
 * The tsquery documents are matched with, and whether its words must meet on one page: `&`, a
 * phrase operator (`<->`, `<N>`) or a `!` in its text (lexemes never hold them: the parser
 * splits on them); null when the tsquery is built in the statement (then matched page by page,
 * which is right for any tsquery). With `pagesTsquery` (the plain one), `tsquery` is the
 * keyword's with its phrases on the stored pairs (ADR 0317): the filled sets answer it, the
 * pages `pagesTsquery` for the sets not filled yet.
 */
type DocumentsLookup = {
  tsquery: string;
  onePage: boolean | null;
  pagesTsquery?: string;
  /** Tested by probing each row's word set by its key (a walked page, ADR 0344). */
  probed?: true;
};

/** A lookup of the word sets alone (no page to read), which a probe by key answers the same. */
const isProbeable = (lookup: DocumentsLookup) =>
  lookup.onePage === false && lookup.pagesTsquery === undefined;

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

const ON_ONE_PAGE = /[&<!]/;

/**
 * `text` is the keyword's plain tsquery, `paired` the same with its phrases on the pair lexemes
 * (keyword-tsquery.ts). When the plain one needs a page but the paired one does not (its phrases
 * are two words, or two with a stop word between, ADR 0317), the pairs answer it exactly: each
 * page's pairs are stored apart, so none spans a page break (the sets not paired yet are matched
 * page by page with `text`). A longer phrase, or words that must meet on one page, are still
 * matched page by page.
 */
const lookupOf = (text: string, params: SqlParams, paired?: string): DocumentsLookup => {
  if (!ON_ONE_PAGE.test(text) || paired === undefined || ON_ONE_PAGE.test(paired)) {
    return { tsquery: `${params.add(text)}::tsquery`, onePage: ON_ONE_PAGE.test(text) };
  }
  return {
    tsquery: `${params.add(paired)}::tsquery`,
    onePage: false,
    pagesTsquery: `${params.add(text)}::tsquery`,
  };
};
