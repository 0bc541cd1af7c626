import type { Queryable } from '../../../db/pool';
import { documentMatchIdsSql, isProbeable, lookupOf } from './document-ids-sql';
import {
  type DocumentsOnlyWithin,
  documentsOnlyCountSql,
  withinIdsSql,
} from './documents-only-count';
import type { FacetCount } from './search-facets';
import { type ResolvedKeyword, SqlParams } from './search-sql';

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
