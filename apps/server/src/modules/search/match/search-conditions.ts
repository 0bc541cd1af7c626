import { CLOSING_SOON_DAYS } from '@wac/contract';
import { type KeywordExclusion, type KeywordTerm, parseKeywordQuery } from './keyword-terms';
import { prefixTsquerySql } from './keyword-tsquery';
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
import { statusConditions } from './search-status';

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

/**
 * Where a search reads the clock: the bound instant ("now") its conditions compare deadlines
 * with, and the offsets (in days) they compare at. The count cache (search-count-cache.ts) keys
 * such a search by the deadlines nearest those instants rather than by the instant itself, so
 * it stays exact as time passes yet is shared while no deadline is crossed.
 */
export type SearchClock = { now: Date; nowValueIndex: number; offsetsDays: number[] };

/** A SQL condition over `opportunity_search` and the parameters it binds. */
export type SearchConditions = {
  /** Boolean SQL over the table alias given (always valid; `TRUE` when nothing filters). */
  where: string;
  /**
   * The keyword as a tsquery expression (evaluated once per query), or null without text terms:
   * what a match must hold, exclusions folded in (`( terms ) & !( exclusions )`).
   */
  tsquery: string | null;
  /**
   * The keyword's terms alone, phrases as Postgres reads them: what highlighting marks. Text to
   * bind where it is used, or an expression over this condition's own parameters.
   */
  highlight: { text: string } | { expression: string } | null;
  /** Set when a condition compares with the clock (status, deadline windows). */
  clock: SearchClock | null;
  /**
   * The value filter's bounds in the form the value indexes read, when `where` tests them on the
   * keyword's candidates instead (a wide range, ADR 0131); null otherwise. Value-sorted pages
   * add it to their conditions.
   */
  valueRange?: string | null;
  params: SqlParams;
};

/**
 * The keyword's tsqueries resolved beforehand (keyword-resolution.ts):
 * constants the planner can estimate, with phrases answered from the lexeme pairs.
 */
export type ResolvedKeyword = {
  /** The alternatives ('' when they held only stop words), or null without text terms. */
  text: string | null;
  /** The exclusions, or null without (or with only stop words in them). */
  exclusion: string | null;
  /** The alternatives with Postgres's own phrases (for highlighting), or null. */
  highlight: string | null;
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

/** Days ahead of now each deadline window covers: (from, to]. */
const DEADLINE_WINDOW_DAYS = { '7D': [0, 7], '30D': [0, 30], '2-3W': [14, 21] } as const;

/**
 * The request's instant, bound as a parameter on first use (so a search that never reads the
 * clock stays one cache entry forever); each use notes the offset in days it compares at.
 */
function bindClock(params: SqlParams, now: Date) {
  let bound: { param: string; clock: SearchClock } | null = null;
  return {
    at(offsetsDays: readonly number[]): string {
      if (!bound) {
        const param = params.add(now.toISOString());
        bound = { param, clock: { now, nowValueIndex: params.values.length - 1, offsetsDays: [] } };
      }
      for (const offset of offsetsDays) {
        if (!bound.clock.offsetsDays.includes(offset)) bound.clock.offsetsDays.push(offset);
      }
      return bound.param;
    },
    get clock(): SearchClock | null {
      return bound?.clock ?? null;
    },
  };
}

/** Deadlines in the window, at the bound instant (the same clock as the status filter). */
function deadlineWindowConditions(
  column: string,
  filters: SearchFilters,
  clock: ReturnType<typeof bindClock>,
): string[] {
  if (!filters.deadlineWindow) return [];
  const [from, to] = DEADLINE_WINDOW_DAYS[filters.deadlineWindow];
  const now = clock.at([from, to]);
  return [
    `${column} > ${now}::timestamptz + interval '${from} days'`,
    `${column} <= ${now}::timestamptz + interval '${to} days'`,
  ];
}

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

/**
 * How exclusions take part: `exclude` (a search: no match holds them) or `require` (the running
 * counts' subtrahend, search-running-counts.ts: the matches that hold one, to take away).
 */
export type ExclusionMode = 'exclude' | 'require';

type KeywordOptions = {
  includeSubCpv: boolean;
  resolved?: ResolvedKeyword;
  exclusionMode: ExclusionMode;
};

/**
 * The keyword box as one condition: any alternative (text terms as one tsquery, WAC IDs, CPV
 * codes) and no exclusion. When the alternatives are all text, the exclusions are folded into
 * the tsquery (`terms & !exclusions`), which the GIN index answers without reading a tsvector;
 * otherwise they are a NOT EXISTS over the search copy's index (a hash anti-join when counting).
 */
function keywordCondition(
  alias: string,
  filters: SearchFilters,
  options: KeywordOptions,
  params: SqlParams,
): {
  condition: string | null;
  tsquery: string | null;
  highlight: SearchConditions['highlight'];
} {
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
      highlight = { text: resolved.highlight ?? resolved.text };
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
 * A value range holding at least this share of all rows is, with a keyword, tested on the
 * keyword's candidates rather than read from a value index (ADR 0131): the planner ANDs the
 * keyword's GIN bitmap with the range's btree bitmap (389k entries for `value_from=500000`,
 * 20-30 ms of a 35-55 ms count at 1M rows) where testing the 5k-40k candidates costs a few ms.
 * A narrow range stays indexed: its few entries spare the heap visits of most candidates.
 */
export const WIDE_VALUE_RANGE_SHARE = 0.2;

/**
 * ...but only for a keyword of fewer matches than this (estimated, keyword-match-estimate.ts):
 * each candidate is one heap visit, and from about 25,000-38,000 matches ANDing the range's
 * entries spares more visits than reading them costs (ADR 0133's figures: 18,099 matches
 * 37 -> 24 ms on the candidates, 38,767 matches 40 -> 48 ms, 176,000 matches 126 -> 168 ms).
 */
export const WIDE_VALUE_RANGE_MAX_CANDIDATES = 30_000;

/** Whether a search's value range is tested on the keyword's candidates (ADR 0131). */
export function testsValueRangeOnCandidates(
  hasKeyword: boolean,
  valueRangeShare: number | undefined,
  keywordMatches: number | undefined,
): boolean {
  return (
    hasKeyword &&
    (valueRangeShare ?? 0) >= WIDE_VALUE_RANGE_SHARE &&
    (keywordMatches ?? 0) < WIDE_VALUE_RANGE_MAX_CANDIDATES
  );
}

/**
 * The value filter's conditions. `asFilter`: written so that no index reads them (`+ 0`, the same
 * value), and returned as well in the indexed form (`indexable`) for the value sorts' pages, whose
 * walk along the value index starts at the bound (search-order.ts).
 */
function valueConditions(
  alias: string,
  filters: SearchFilters,
  params: SqlParams,
  options: { asFilter: boolean },
): { conditions: string[]; indexable: string | null } {
  const bounds: { comparison: '>=' | '<='; param: string }[] = [];
  if (filters.valueFrom !== undefined) {
    bounds.push({ comparison: '>=', param: params.add(filters.valueFrom) });
  }
  if (filters.valueTo !== undefined) {
    bounds.push({ comparison: '<=', param: params.add(filters.valueTo) });
  }
  const write = (column: string) =>
    bounds.map(({ comparison, param }) => `${column} ${comparison} ${param}::numeric`);
  const indexed = write(`${alias}.search_value`);
  if (!options.asFilter || indexed.length === 0) return { conditions: indexed, indexable: null };
  return { conditions: write(`(${alias}.search_value + 0)`), indexable: indexed.join(' AND ') };
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
     * The keyword's tsqueries, resolved beforehand (keyword-resolution.ts):
     * constants the planner can estimate, with phrases answered from the lexeme pairs. Without
     * them the tsqueries are built inside the query (correct, slower).
     */
    resolved?: ResolvedKeyword;
    /** The instant the status filter and deadline windows compare with; default: now. */
    now?: Date;
    exclusionMode?: ExclusionMode;
    /**
     * The share of all rows inside the value filter's range (sort-key-distribution.ts), when
     * known: with a keyword, a wide range is tested on the keyword's candidates (ADR 0131).
     */
    valueRangeShare?: number;
    /** The keyword's estimated matches, when known: a large keyword keeps the indexed range. */
    keywordMatches?: number;
  } = {},
): SearchConditions {
  const alias = options.alias ?? 's';
  const params = new SqlParams(options.firstParam ?? 0);
  const conditions: string[] = [];
  const includeSubCpv = filters.includeSubCpv ?? true;
  const clock = bindClock(params, options.now ?? new Date());

  const keyword = keywordCondition(
    alias,
    filters,
    {
      includeSubCpv,
      resolved: options.resolved,
      exclusionMode: options.exclusionMode ?? 'exclude',
    },
    params,
  );
  if (keyword.condition) conditions.push(keyword.condition);
  // Which facet tokens (migration 0012) to offer the planner. Stage, category and source tokens
  // each list a third to a half of all rows: with a keyword or CPV codes, whose own index finds
  // the candidates, intersecting those long lists costs more than testing the candidates' facet
  // bits (two words and four filters: 54 ms to read the lists, against 26 ms for the keyword),
  // and Postgres's GIN costing does not see it. A region token is shorter and worth offering
  // with a keyword ("maintenance" in one region: the intersection halves the rows visited).
  // With one region and nothing else to find candidates by, that region's partial index
  // (migration 0016) counts and walks best.
  const hasOwnIndex = keyword.tsquery !== null || Boolean(filters.cpvCodes?.length);
  const isOneRegionOnly = filters.regions?.length === 1 && !hasOwnIndex;
  conditions.push(
    ...facetConditions(alias, filters, params, {
      forFacets: !hasOwnIndex && !isOneRegionOnly,
      forRegions: !isOneRegionOnly,
    }),
  );
  if (filters.status) {
    conditions.push(
      ...statusConditions(alias, filters.status, () => clock.at([0, CLOSING_SOON_DAYS])),
    );
  }
  conditions.push(...dayRangeConditions(`${alias}.release_date`, filters.releaseDate, params));
  conditions.push(...dayRangeConditions(`${alias}.tender_deadline_date`, filters.deadline, params));
  conditions.push(...deadlineWindowConditions(`${alias}.tender_deadline_date`, filters, clock));
  conditions.push(
    ...dayRangeConditions(`${alias}.award_date_published`, filters.awardDate, params),
  );
  const value = valueConditions(alias, filters, params, {
    asFilter: testsValueRangeOnCandidates(
      keyword.tsquery !== null,
      options.valueRangeShare,
      options.keywordMatches,
    ),
  });
  conditions.push(...value.conditions);
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
    tsquery: keyword.tsquery,
    highlight: keyword.highlight,
    clock: clock.clock,
    valueRange: value.indexable,
    params,
  };
}
