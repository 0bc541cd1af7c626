import type { SearchQuery } from '@wac/contract';
import type { Pool } from '../../db/pool';
import { countsDocumentsApart, documentsOnlyWithin } from './count/document-only-counts';
import { lookUpDocumentMatches } from './match/document-lookup';
import type { CarriedIdsTest } from './match/document-match';
import { resolveKeywordTsquery } from './match/keyword-resolution';
import { type SearchFilters, toSearchFilters } from './match/search-filters';
import type { ExclusionMode, ResolvedKeyword } from './match/search-sql';
import { estimateKeywordMatches, lexemeFigures } from './page/keyword-match-estimate';
import type { PageStrategy } from './page/search-order';
import { shareBetween, sortKeyDistributions } from './page/sort-key-distribution';
import { buildSearchConditions } from './search-conditions';

/**
 * Filters and SQL conditions of a request, with the keyword's tsqueries resolved first, and the
 * one instant ("now") the status filter, the count and every card's status are taken at.
 */
export async function prepareSearch(db: Pool, query: SearchQuery) {
  const filters = toSearchFilters(query);
  const hasValueFilter = filters.valueFrom !== undefined || filters.valueTo !== undefined;
  const [resolved, valueRangeShare, figures] = await Promise.all([
    resolveKeywordTsquery(db, filters),
    hasValueFilter ? shareOfValueRange(db, filters) : undefined,
    hasValueFilter ? lexemeFigures(db) : null,
  ]);
  // With the statistics, a keyword they cannot size counts as large (keeps the indexed range).
  const keywordMatches =
    figures && resolved?.text
      ? (estimateKeywordMatches(resolved.text, figures) ?? Number.POSITIVE_INFINITY)
      : undefined;
  const now = new Date();
  const conditionsFor = (
    variant: SearchFilters,
    exclusionMode?: ExclusionMode,
    documentIdsTest?: CarriedIdsTest,
  ) =>
    buildSearchConditions(variant, {
      resolved: resolved ?? undefined,
      now,
      exclusionMode,
      valueRangeShare,
      keywordMatches,
      documentIdsTest,
    });
  if (resolved && filters.includeDocuments) {
    const counts = countsDocumentsApart(filters, resolved)
      ? { within: documentsOnlyWithin(filters, conditionsFor) }
      : false;
    await findDocumentsOnce(db, resolved, counts);
  }
  // After the documents' lookup: the conditions carry the ids it found.
  const conditions = conditionsFor(filters);
  // The page's: with documents' ids found beforehand, shown to the planner when its matches are
  // sorted (ADR 0296), hashed when the sort index is walked (planned in constant time, ADR 0333).
  // Without carried ids a walked page probes each walked row's word set (ADR 0344).
  const pageConditions = (strategy: PageStrategy) =>
    resolved && filters.includeDocuments
      ? conditionsFor(filters, undefined, strategy === 'walk' ? 'hashed' : 'seen')
      : conditions;
  return { filters, resolved, now, conditionsFor, conditions, pageConditions };
}

export type PreparedSearch = Awaited<ReturnType<typeof prepareSearch>>;

/**
 * "Include documents": the opportunities whose documents hold the keyword, looked up once here
 * rather than again by the count, the page and each facet variant (ADR 0296). The words are the
 * ones keywordCondition matches documents with (the highlight's).
 */
async function findDocumentsOnce(
  db: Pool,
  resolved: ResolvedKeyword,
  counts: Parameters<typeof lookUpDocumentMatches>[2],
): Promise<void> {
  if (!resolved.text) return;
  const found = await lookUpDocumentMatches(db, { ...resolved, text: resolved.text }, counts);
  if (found) {
    if (found.ids !== null) resolved.documentIds = found.ids;
    resolved.documentsOnly = found.documentsOnly;
  }
}

/**
 * The share of all rows inside the value filter's range, from the value's figures (read once per
 * pool every few minutes); undefined without figures. With a keyword, a wide range is tested on
 * the keyword's candidates rather than read from an index (ADR 0131).
 */
async function shareOfValueRange(db: Pool, filters: SearchFilters): Promise<number | undefined> {
  const distribution = (await sortKeyDistributions(db)).get('search_value');
  if (!distribution) return undefined;
  return shareBetween(distribution, filters.valueFrom ?? null, filters.valueTo ?? null);
}
