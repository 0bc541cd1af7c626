import { type CarriedIdsTest, documentAlternative, documentsQuery } from './document-match';
import { type KeywordExclusion, type KeywordTerm, parseKeywordQuery } from './keyword-terms';
import { prefixTsquerySql } from './keyword-tsquery';
import type { SearchFilters } from './search-filters';
import {
  cpvMatchValues,
  type ExclusionMode,
  type ResolvedKeyword,
  type SearchConditions,
  type SqlParams,
} from './search-sql';

/** `(plainto_tsquery(words) && phraseto_tsquery(phrase) && prefix ...)` for one text term. */
function textTermQuery(term: Extract<KeywordTerm, { kind: 'text' }>, params: SqlParams): string {
  const parts: string[] = [];
  if (term.words) parts.push(`plainto_tsquery('english', ${params.add(term.words)})`);
  for (const phrase of term.phrases) {
    parts.push(`phraseto_tsquery('english', ${params.add(phrase)})`);
  }
  for (const prefix of term.prefixes) {
    parts.push(prefixTsquerySql(params.add(prefix)));
  }
  return `(${parts.join(' && ')})`;
}

function exclusionQuery(exclusion: KeywordExclusion, params: SqlParams): string {
  if (exclusion.kind === 'prefix') {
    return prefixTsquerySql(params.add(exclusion.prefix));
  }
  return exclusion.kind === 'word'
    ? `plainto_tsquery('english', ${params.add(exclusion.word)})`
    : `phraseto_tsquery('english', ${params.add(exclusion.phrase)})`;
}

/** The keyword box's condition, and the tsquery and highlight the page reads. */
export type KeywordCondition = {
  condition: string | null;
  tsquery: string | null;
  highlight: SearchConditions['highlight'];
};

type KeywordOptions = {
  includeSubCpv: boolean;
  resolved?: ResolvedKeyword;
  exclusionMode: ExclusionMode;
  /** How the documents' ids found beforehand are tested (default: `initPlan`), document-match.ts. */
  documentIdsTest?: CarriedIdsTest;
};

/**
 * The keyword box as one condition: any alternative (text terms as one tsquery, WAC IDs, CPV
 * codes) and no exclusion. When the alternatives are all text, the exclusions are folded into
 * the tsquery (`terms & !exclusions`), which the GIN index answers without reading a tsvector;
 * otherwise they are a NOT EXISTS over the search copy's index (a hash anti-join when counting).
 */
export function keywordCondition(
  alias: string,
  filters: SearchFilters,
  options: KeywordOptions,
  params: SqlParams,
): KeywordCondition {
  const { terms, exclusions } = parseKeywordQuery(filters.keywords);
  const { resolved } = options;
  const alternatives: string[] = [];
  const textTerms = terms.flatMap((term) => (term.kind === 'text' ? [term] : []));
  let termsQuery: string | null = null;
  let highlight: SearchConditions['highlight'] = null;
  if (textTerms.length > 0 && resolved) {
    // Stop words alone give an empty tsquery, which matches nothing.
    if (resolved.text === '' || resolved.text === null) alternatives.push('FALSE');
    else {
      termsQuery = `${params.add(resolved.text)}::tsquery`;
      highlight = { text: resolved.highlight ?? resolved.text, paired: resolved.text };
    }
  } else if (textTerms.length > 0) {
    // Unresolved: a scalar subquery (InitPlan) builds the tsquery once, not once per row.
    termsQuery = `(SELECT ${textTerms.map((term) => textTermQuery(term, params)).join(' || ')})`;
    highlight = { expression: termsQuery };
  }
  let excluded: string | null = null;
  if (exclusions.length > 0 && resolved) {
    if (resolved.exclusion) excluded = `${params.add(resolved.exclusion)}::tsquery`;
  } else if (exclusions.length > 0) {
    excluded = `(SELECT ${exclusions.map((item) => exclusionQuery(item, params)).join(' || ')})`;
  }
  const wacIds = terms.flatMap((term) => (term.kind === 'wacId' ? [term.wacId] : []));
  const cpvCodes = terms.flatMap((term) => (term.kind === 'cpv' ? [term.code] : []));
  const isTextOnly = wacIds.length === 0 && cpvCodes.length === 0;
  let tsquery = termsQuery;
  let standaloneExclusion: string | null = null;
  if (excluded && termsQuery && isTextOnly) {
    tsquery =
      options.exclusionMode === 'exclude'
        ? `(${termsQuery} && !!${excluded})`
        : `(${termsQuery} && ${excluded})`;
  } else if (excluded) {
    standaloneExclusion =
      options.exclusionMode === 'exclude'
        ? `NOT EXISTS (SELECT 1 FROM opportunity_search x WHERE x.opportunity_id = ${alias}.opportunity_id AND x.search_vector @@ ${excluded})`
        : `${alias}.search_vector @@ ${excluded}`;
  }
  if (tsquery) alternatives.push(`${alias}.search_vector @@ ${tsquery}`);
  const inDocuments = filters.includeDocuments
    ? documentsQuery(highlight, params, {
        ids: resolved?.documentIds,
        test: options.documentIdsTest ?? 'initPlan',
      })
    : null;
  if (inDocuments) {
    const notExcluded = options.exclusionMode === 'exclude' ? excluded : null;
    alternatives.push(documentAlternative(alias, inDocuments, notExcluded));
  }
  if (wacIds.length > 0) {
    alternatives.push(
      `${alias}.opportunity_id = ANY (ARRAY(SELECT id FROM opportunities WHERE wac_id = ANY (${params.add(wacIds)}::text[])))`,
    );
  }
  if (cpvCodes.length > 0) {
    const values = cpvMatchValues(cpvCodes, options.includeSubCpv);
    alternatives.push(`${alias}.cpv_prefixes && ${params.add(values)}::text[]`);
  }
  const parts = [
    ...(alternatives.length > 0 ? [`(${alternatives.join(' OR ')})`] : []),
    ...(standaloneExclusion ? [standaloneExclusion] : []),
  ];
  return {
    condition: parts.length > 0 ? parts.join(' AND ') : null,
    tsquery,
    highlight,
  };
}
