import type { Queryable } from '../../../db/pool';
import { documentAlternative, documentsQuery, noticeMatchIdsSql } from '../match/document-match';
import { setFilters } from '../match/filter-registry';
import type { ResolvedKeywordQuery } from '../match/keyword-resolution';
import { parseKeywordQuery } from '../match/keyword-terms';
import { type FacetCount, matchesFacetFilters } from '../match/search-facets';
import type { SearchFilters } from '../match/search-filters';
import { SqlParams } from '../match/search-sql';

/**
 * "Include documents" counted in two parts (issue 32, ADR 0315): the notices' own matches, a
 * search like any other (running counts, count cache, memo), and the opportunities matched by
 * their documents alone, counted from their word sets (`opportunity_document_words`, which
 * keep each opportunity's facet key and notice words, migration 0426) without reading a row of
 * the search copy. The sum is the count of the one condition `notice OR documents`:
 *
 *   (T AND NOT E) OR (D AND NOT E)  =  (T AND NOT E)  +  D AND NOT (T OR E)
 *
 * for the keyword's words T, its exclusions E and the documents' match D.
 */
export type DocumentCountSplit = {
  /** The same search of the notices alone. */
  notices: SearchFilters;
  /** The opportunities matched by their documents and not by their notice, per facet key. */
  countDocumentsOnly: (db: Queryable) => Promise<FacetCount[]>;
};

const SPLIT_FILTERS = new Set(['keywords', 'includeDocuments']);

/**
 * Whether a search with documents is counted in two parts: not when its other filters are not
 * all facets (a status, date, value or place is tested on the search copy's row, so such a
 * search counts its matches in one statement as before), nor when its keyword is not text alone
 * (a WAC ID or CPV code alternative is not in the notice's words).
 */
export function countsDocumentsApart(
  filters: SearchFilters,
  resolved: ResolvedKeywordQuery | null,
): resolved is ResolvedKeywordQuery & { text: string } {
  if (!filters.includeDocuments || !resolved?.text) return false;
  const others = setFilters(filters, (definition) => !definition.isFacet);
  if (!others.includes('includeDocuments')) return false;
  if (others.some((name) => !SPLIT_FILTERS.has(name))) return false;
  return parseKeywordQuery(filters.keywords).terms.every((term) => term.kind === 'text');
}

/** The split of a search with documents (see countsDocumentsApart), or null. */
export function splitDocumentCount(search: {
  filters: SearchFilters;
  resolved: ResolvedKeywordQuery | null;
}): DocumentCountSplit | null {
  const { filters, resolved } = search;
  if (!countsDocumentsApart(filters, resolved)) return null;
  const { text, highlight, documentIds, documentsOnly } = resolved;
  const inFacets = (rows: readonly FacetCount[]) =>
    rows.filter((row) => row.doc_count !== 0 && matchesFacetFilters(row.facet_key, filters));
  return {
    notices: { ...filters, includeDocuments: false },
    countDocumentsOnly: async (db) => {
      // Counted by the documents' lookup already (search-prepare.ts), for every facet key.
      if (documentsOnly) return inFacets(documentsOnly);
      const params = new SqlParams();
      // The words documents are matched with, as keyword-condition.ts gives them.
      const documents = documentsQuery(
        { text: highlight ?? text, paired: text },
        params,
        documentIds === undefined ? undefined : { ids: documentIds, isSeen: true },
      );
      const matched = documents && documentAlternative('w', documents, null);
      if (!matched) return [];
      // The documents' matches less those whose notice words match (or hold an exclusion).
      const { rows } = await db.query<FacetCount>(
        `SELECT w.facet_key, count(*)::int AS doc_count FROM opportunity_document_words w
          WHERE ${matched} AND w.facet_key IS NOT NULL
            AND w.opportunity_id NOT IN (${noticeMatchIdsSql({ ...resolved, text }, params)})
          GROUP BY w.facet_key`,
        params.values,
      );
      return inFacets(rows);
    },
  };
}
