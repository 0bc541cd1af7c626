/**
 * The pieces every filter's SQL is written with (match/filter-sql.ts): bind parameters, the
 * request's clock, the shape of a match's conditions, and CPV levels.
 */

import type { FacetCount } from './search-facets';

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
   * `paired`: the same with phrases on the stored pairs (documents match with it, ADR 0317).
   */
  highlight: { text: string; paired?: string } | { expression: string } | null;
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
 * How exclusions take part: `exclude` (a search: no match holds them) or `require` (the running
 * counts' subtrahend, search-running-counts.ts: the matches that hold one, to take away).
 */
export type ExclusionMode = 'exclude' | 'require';

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
  /**
   * With "Include documents": the opportunities whose documents match `highlight`, found once
   * per search (document-lookup.ts, ADR 0296), so its count and page do not each look again.
   * Absent: each statement finds them itself (a walked page by probing its rows' word sets,
   * ADR 0344: so when they are most of the sets and counted by the lookup, they are not carried).
   * Postgres's text form of their bigint[] ('{3,1,2}'), passed back as is (ADR 0316).
   */
  documentIds?: string;
  /**
   * From the lookup: the matches whose notice does not match, counted per facet key in the same
   * statement (ADR 0315), which the count adds to the notices' own matches.
   */
  documentsOnly?: readonly FacetCount[];
};

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

/**
 * The request's instant, bound as a parameter on first use (so a search that never reads the
 * clock stays one cache entry forever); each use notes the offset in days it compares at.
 */
export function bindClock(params: SqlParams, now: Date) {
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

/** The clock of one match's conditions. */
export type ClockBinding = ReturnType<typeof bindClock>;
