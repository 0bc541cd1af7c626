import type { Queryable } from '../../../db/pool';
import { documentAlternative, documentsQuery } from '../match/document-match';
import { type DocumentsOnlyWithin, documentsOnlyCountSql } from '../match/documents-only-count';
import { setFilters } from '../match/filter-registry';
import type { ResolvedKeywordQuery } from '../match/keyword-resolution';
import { parseKeywordQuery } from '../match/keyword-terms';
import { type FacetCount, matchesFacetFilters } from '../match/search-facets';
import type { SearchFilters } from '../match/search-filters';
import { SqlParams } from '../match/search-sql';
import { hasSelectedLifecycle, type StatusSelection } from '../match/search-status';
import type { ConditionsFor } from './search-running-counts';

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

const SPLIT_FILTERS = new Set(['keywords', 'includeDocuments', 'status']);

/**
 * How the status filter is taken into the documents-only part, as the running counts take it
 * (count/search-running-counts.ts): lifecycles alone from each word set's facet key; the clock's
 * few classes ("open", "closing soon": no "closed", which is most tendering rows) as the rows of
 * the tendering deadline index's short range, which carries the ids (an index-only scan, no row
 * of the copy read). Any other mix: null, and the search counts its matches in one statement.
 */
function statusPart(status: StatusSelection | undefined) {
  if (!status) return { lifecycles: [], deadlineClasses: [] };
  const { lifecycles, deadlineClasses } = status;
  if (lifecycles.length > 0 && deadlineClasses.length > 0) return null;
  if (deadlineClasses.includes('past')) return null;
  return status;
}

/**
 * Whether a search with documents is counted in two parts: not when its other filters are not
 * all facets or a status statusPart takes (a date, value or place is tested on the search copy's
 * row, so such a search counts its matches in one statement as before), nor when its keyword is
 * not text alone (a WAC ID or CPV code alternative is not in the notice's words).
 */
export function countsDocumentsApart(
  filters: SearchFilters,
  resolved: ResolvedKeywordQuery | null,
): resolved is ResolvedKeywordQuery & { text: string } {
  if (!filters.includeDocuments || !resolved?.text) return false;
  const others = setFilters(filters, (definition) => !definition.isFacet);
  if (!others.includes('includeDocuments')) return false;
  if (others.some((name) => !SPLIT_FILTERS.has(name))) return false;
  if (!statusPart(filters.status)) return false;
  return parseKeywordQuery(filters.keywords).terms.every((term) => term.kind === 'text');
}

/**
 * The rows the documents-only part is counted within (ADR 0334): the status's clock classes as
 * the search's own condition of them (the filter registry's one rule, `conditionsFor`), null
 * when every row counts (no status, or lifecycles, which countDocumentsOnly reads from the keys).
 */
export function documentsOnlyWithin(
  filters: SearchFilters,
  conditionsFor: ConditionsFor,
): DocumentsOnlyWithin | null {
  const deadlineClasses = statusPart(filters.status)?.deadlineClasses ?? [];
  if (deadlineClasses.length === 0) return null;
  const { where, params } = conditionsFor({ status: { lifecycles: [], deadlineClasses } });
  return { where, values: params.values };
}

/** The split of a search with documents (see countsDocumentsApart), or null. */
export function splitDocumentCount(search: {
  filters: SearchFilters;
  resolved: ResolvedKeywordQuery | null;
  conditionsFor: ConditionsFor;
}): DocumentCountSplit | null {
  const { filters, resolved } = search;
  if (!countsDocumentsApart(filters, resolved)) return null;
  const { text, highlight, documentIds, documentsOnly } = resolved;
  const lifecycles = filters.status?.lifecycles ?? [];
  const inFacets = (rows: readonly FacetCount[]) =>
    rows.filter(
      (row) =>
        row.doc_count !== 0 &&
        matchesFacetFilters(row.facet_key, filters) &&
        (lifecycles.length === 0 || hasSelectedLifecycle(row.facet_key, lifecycles)),
    );
  return {
    notices: { ...filters, includeDocuments: false },
    countDocumentsOnly: async (db) => {
      // Counted by the documents' lookup already (search-prepare.ts), for every facet key.
      if (documentsOnly) return inFacets(documentsOnly);
      const within = documentsOnlyWithin(filters, search.conditionsFor);
      const params = new SqlParams(within?.values.length ?? 0);
      // The words documents are matched with, as keyword-condition.ts gives them.
      const documents = documentsQuery(
        { text: highlight ?? text, paired: text },
        params,
        documentIds === undefined ? undefined : { ids: documentIds, test: 'seen' },
      );
      const matched = documents && documentAlternative('w', documents, null);
      if (!matched) return [];
      const { rows } = await db.query<FacetCount>(
        documentsOnlyCountSql(
          `(SELECT w.opportunity_id, w.facet_key FROM opportunity_document_words w
             WHERE ${matched})`,
          { ...resolved, text },
          params,
          within,
        ),
        [...(within?.values ?? []), ...params.values],
      );
      return inFacets(rows);
    },
  };
}
