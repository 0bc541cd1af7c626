import { type KeywordTerm, parseKeywordTerms } from './keyword-terms';
import {
  categoryBits,
  FACET_MASKS,
  facetTokens,
  regionBit,
  sourceBits,
  stageBits,
} from './search-facets';
import type { DayRange, SearchFilters } from './search-filters';
import { locationConditions } from './search-location';

/** Collects bind parameters and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(private readonly offset = 0) {}

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.offset + this.values.length}`;
  }

  /** A copy to add more parameters to, leaving this one (shared by other queries) as it is. */
  clone(): SqlParams {
    const copy = new SqlParams(this.offset);
    copy.values.push(...this.values);
    return copy;
  }
}

/** A SQL condition over `opportunity_search` and the parameters it binds. */
export type SearchConditions = {
  /** Boolean SQL over the table alias given (always valid; `TRUE` when nothing filters). */
  where: string;
  /** The keyword as a tsquery expression (evaluated once per query), or null without text terms. */
  tsquery: string | null;
  params: SqlParams;
};

const UK_TIME_ZONE = 'Europe/London';

/** Level of a CPV code: trailing zeros dropped, at least the two-digit division (72200000 -> 722). */
export function cpvLevelPrefix(code: string): string {
  if (code.length < 8) return code;
  const trimmed = code.replace(/0+$/, '');
  return trimmed.length >= 2 ? trimmed : code.slice(0, 2);
}

/** The `cpv_prefixes` values to overlap: whole subtrees, or exact 8-digit codes. */
export function cpvMatchValues(codes: readonly string[], includeSubCpv: boolean): string[] {
  return [...new Set(codes.map((code) => (includeSubCpv ? cpvLevelPrefix(code) : code)))];
}

/** Escapes LIKE wildcards so user text only ever matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function dayRangeConditions(column: string, range: DayRange | undefined, params: SqlParams) {
  const conditions: string[] = [];
  // Inclusive UK days: from midnight at the start of `from` to midnight after `to`, London time.
  if (range?.from) {
    conditions.push(
      `${column} >= (${params.add(range.from)}::date)::timestamp AT TIME ZONE '${UK_TIME_ZONE}'`,
    );
  }
  if (range?.to) {
    conditions.push(
      `${column} < (${params.add(range.to)}::date + 1)::timestamp AT TIME ZONE '${UK_TIME_ZONE}'`,
    );
  }
  return conditions;
}

/** Days ahead of now each deadline window covers: [from, to). */
const DEADLINE_WINDOW_DAYS = { '7D': [0, 7], '30D': [0, 30], '2-3W': [14, 21] } as const;

function deadlineWindowConditions(column: string, filters: SearchFilters): string[] {
  if (!filters.deadlineWindow) return [];
  const [from, to] = DEADLINE_WINDOW_DAYS[filters.deadlineWindow];
  return [
    `${column} >= now() + interval '${from} days'`,
    `${column} < now() + interval '${to} days'`,
  ];
}

/** `(plainto_tsquery(words) && phraseto_tsquery(phrase) ...)` for one text term. */
function textTermQuery(term: Extract<KeywordTerm, { kind: 'text' }>, params: SqlParams): string {
  const parts: string[] = [];
  if (term.words) parts.push(`plainto_tsquery('english', ${params.add(term.words)})`);
  for (const phrase of term.phrases) {
    parts.push(`phraseto_tsquery('english', ${params.add(phrase)})`);
  }
  return `(${parts.join(' && ')})`;
}

function keywordCondition(
  alias: string,
  terms: KeywordTerm[],
  options: { includeSubCpv: boolean; resolvedTsquery?: string },
  params: SqlParams,
): { condition: string; tsquery: string | null } {
  const alternatives: string[] = [];
  const textTerms = terms.filter((term) => term.kind === 'text');
  let tsquery: string | null = null;
  if (textTerms.length > 0 && options.resolvedTsquery !== undefined) {
    // Stop words alone give an empty tsquery, which matches nothing.
    if (options.resolvedTsquery === '') alternatives.push('FALSE');
    else tsquery = `${params.add(options.resolvedTsquery)}::tsquery`;
  } else if (textTerms.length > 0) {
    // Unresolved: a scalar subquery (InitPlan) builds the tsquery once, not once per row.
    tsquery = `(SELECT ${textTerms.map((term) => textTermQuery(term, params)).join(' || ')})`;
  }
  if (tsquery) alternatives.push(`${alias}.search_vector @@ ${tsquery}`);
  const wacIds = terms.flatMap((term) => (term.kind === 'wacId' ? [term.wacId] : []));
  if (wacIds.length > 0) {
    alternatives.push(
      `${alias}.opportunity_id = ANY (ARRAY(SELECT id FROM opportunities WHERE wac_id = ANY (${params.add(wacIds)}::text[])))`,
    );
  }
  const cpvCodes = terms.flatMap((term) => (term.kind === 'cpv' ? [term.code] : []));
  if (cpvCodes.length > 0) {
    const values = cpvMatchValues(cpvCodes, options.includeSubCpv);
    alternatives.push(`${alias}.cpv_prefixes && ${params.add(values)}::text[]`);
  }
  return { condition: `(${alternatives.join(' OR ')})`, tsquery };
}

/**
 * One condition per facet filter: the row holds any of the chosen values. Each is written twice
 * (the first only when `tokenIndex` says so): as the token expression indexed in migration 0012 (an
 * index lookup with real statistics) and as a plain bit test on `facet_key`. Postgres evaluates
 * cheap conditions first, so a row read along a sort index is rejected by the bit test without
 * calling the token function.
 */
function facetConditions(
  alias: string,
  filters: SearchFilters,
  params: SqlParams,
  tokenIndex: { forFacets: boolean; forRegions: boolean },
): string[] {
  const key = `${alias}.facet_key`;
  const conditions: string[] = [];
  const addBoth = (tokens: number[], bitTest: string, useTokenIndex = tokenIndex.forFacets) => {
    if (useTokenIndex) {
      conditions.push(`search_facet_tokens(${key}) && ${params.add(tokens)}::smallint[]`);
    }
    conditions.push(bitTest);
  };
  // Source, stage and category each hold one value in their bits: the row's bits are any of
  // the chosen values' bits.
  const addOneOf = <T>(
    values: readonly T[] | undefined,
    toToken: (value: T) => number,
    toBits: (value: T) => number,
    mask: number,
  ) => {
    if (!values?.length) return;
    const bits = params.add(values.map(toBits));
    addBoth(values.map(toToken), `(${key} & ${mask}) = ANY (${bits}::int[])`);
  };
  const { sourceSystems, stages, categories, regions } = filters;
  addOneOf(sourceSystems, facetTokens.source, sourceBits, FACET_MASKS.source);
  addOneOf(stages, facetTokens.stage, stageBits, FACET_MASKS.stage);
  addOneOf(categories, facetTokens.category, categoryBits, FACET_MASKS.category);
  if (regions?.length) {
    const bits = regions.reduce((mask, region) => mask | regionBit(region), 0);
    // One region: its bit as a literal (a number from our own table, never user text), the very
    // predicate of that region's partial index (migration 0016), so the planner can use it.
    const mask = regions.length === 1 ? String(bits) : `${params.add(bits)}::int`;
    addBoth(regions.map(facetTokens.region), `(${key} & ${mask}) <> 0`, tokenIndex.forRegions);
  }
  return conditions;
}

/**
 * Turns search filters into one SQL condition over `opportunity_search` (aliased `alias`). This is
 * the single definition of what a search matches; the search API and the alert matcher both use
 * it. Every value is a bind parameter, so any input is only ever data.
 *
 * `firstParam` is the number of parameters already in the surrounding statement.
 */
export function buildSearchConditions(
  filters: SearchFilters,
  options: {
    alias?: string;
    firstParam?: number;
    /**
     * The keyword's tsquery text, resolved beforehand (search.repository.ts
     * resolveKeywordTsquery): a constant the planner can estimate, with phrases answered from
     * the lexeme pairs. Without it the tsquery is built inside the query (correct, slower).
     */
    resolvedTsquery?: string;
  } = {},
): SearchConditions {
  const alias = options.alias ?? 's';
  const params = new SqlParams(options.firstParam ?? 0);
  const conditions: string[] = [];
  let tsquery: string | null = null;
  const includeSubCpv = filters.includeSubCpv ?? true;

  const terms = parseKeywordTerms(filters.keywords);
  if (terms.length > 0) {
    const keyword = keywordCondition(
      alias,
      terms,
      { includeSubCpv, resolvedTsquery: options.resolvedTsquery },
      params,
    );
    conditions.push(keyword.condition);
    tsquery = keyword.tsquery;
  }
  // Which facet tokens (migration 0012) to offer the planner. Stage, category and source tokens
  // each list a third to a half of all rows: with a keyword or CPV codes, whose own index finds
  // the candidates, intersecting those long lists costs more than testing the candidates' facet
  // bits (two words and four filters: 54 ms to read the lists, against 26 ms for the keyword),
  // and Postgres's GIN costing does not see it. A region token is shorter and worth offering
  // with a keyword ("maintenance" in one region: the intersection halves the rows visited).
  // With one region and nothing else to find candidates by, that region's partial index
  // (migration 0016) counts and walks best.
  const hasOwnIndex = terms.length > 0 || Boolean(filters.cpvCodes?.length);
  const isOneRegionOnly = filters.regions?.length === 1 && !hasOwnIndex;
  conditions.push(
    ...facetConditions(alias, filters, params, {
      forFacets: !hasOwnIndex && !isOneRegionOnly,
      forRegions: !isOneRegionOnly,
    }),
  );
  conditions.push(...dayRangeConditions(`${alias}.release_date`, filters.releaseDate, params));
  conditions.push(...dayRangeConditions(`${alias}.tender_deadline_date`, filters.deadline, params));
  conditions.push(...deadlineWindowConditions(`${alias}.tender_deadline_date`, filters));
  conditions.push(
    ...dayRangeConditions(`${alias}.award_date_published`, filters.awardDate, params),
  );
  if (filters.valueFrom !== undefined) {
    conditions.push(`${alias}.search_value >= ${params.add(filters.valueFrom)}::numeric`);
  }
  if (filters.valueTo !== undefined) {
    conditions.push(`${alias}.search_value <= ${params.add(filters.valueTo)}::numeric`);
  }
  if (filters.buyerName?.trim()) {
    // The distinct buyer names that contain the text (migration 0019), then their rows.
    const pattern = `%${escapeLike(filters.buyerName.trim())}%`;
    conditions.push(
      `md5(${alias}.buyer_name)::uuid = ANY (ARRAY(SELECT b.name_hash FROM search_buyer_names b WHERE b.name ILIKE ${params.add(pattern)}))`,
    );
  }
  if (filters.cpvCodes?.length) {
    const values = cpvMatchValues(filters.cpvCodes, includeSubCpv);
    conditions.push(`${alias}.cpv_prefixes && ${params.add(values)}::text[]`);
  }
  conditions.push(...locationConditions(alias, filters.locationKeywords, params));
  return {
    where: conditions.length > 0 ? conditions.join('\n   AND ') : 'TRUE',
    tsquery,
    params,
  };
}
