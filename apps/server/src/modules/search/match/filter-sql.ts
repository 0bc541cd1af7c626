import {
  type LifecycleStage,
  lifecycleStageCode,
  type SearchCategory,
  type SearchRegion,
  type SearchSourceSystem,
  type SearchStage,
} from '@wac/contract';
import { escapeLike } from '../../../db/like-pattern';
import {
  categoryBits,
  FACET_MASKS,
  facetTokens,
  regionBit,
  sourceBits,
  stageBits,
} from './search-facets';
import type { DayRange, SearchFilters } from './search-filters';
import { type ClockBinding, cpvMatchValues, type SqlParams } from './search-sql';

/**
 * Each filter's SQL over `opportunity_search` (aliased `alias`), as the filter registry
 * (filter-registry.ts) lists them. Every value is a bind parameter, so any input is only data.
 */

const UK_TIME_ZONE = 'Europe/London';

/** A day range filter over `column`. */
export function dayRangeConditions(column: string, range: DayRange | undefined, params: SqlParams) {
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

/** Deadlines in the window, at the bound instant (the same clock as the status filter). */
export function deadlineWindowConditions(
  column: string,
  filters: SearchFilters,
  clock: ClockBinding,
): string[] {
  if (!filters.deadlineWindow) return [];
  const [from, to] = DEADLINE_WINDOW_DAYS[filters.deadlineWindow];
  const now = clock.at([from, to]);
  return [
    `${column} > ${now}::timestamptz + interval '${from} days'`,
    `${column} <= ${now}::timestamptz + interval '${to} days'`,
  ];
}

/**
 * A facet filter: the row holds any of the chosen values. Written twice (the first only when
 * `useTokenIndex`): as the token expression indexed in migration 0012 (an index lookup with real
 * statistics) and as a plain bit test on `facet_key`. Postgres evaluates cheap conditions first,
 * so a row read along a sort index is rejected by the bit test without calling the token
 * function. Whether to offer the token index is the planner's matter (page/planner-hints.ts).
 */
function facetCondition(
  key: string,
  tokens: () => number[],
  bitTest: string,
  params: SqlParams,
  useTokenIndex: boolean,
): string[] {
  const conditions: string[] = [];
  if (useTokenIndex) {
    conditions.push(`search_facet_tokens(${key}) && ${params.add(tokens())}::smallint[]`);
  }
  conditions.push(bitTest);
  return conditions;
}

/** How a one-value facet's values are coded: as a token, as bits, and the mask of its bits. */
type OneValueCode<T> = {
  toToken: (value: T) => number;
  toBits: (value: T) => number;
  mask: number;
};

/**
 * Source, stage and category each hold one value in their bits: the row's bits are any of the
 * chosen values' bits.
 */
function oneOfCondition<T>(
  alias: string,
  values: readonly T[] | undefined,
  code: OneValueCode<T>,
  params: SqlParams,
  useTokenIndex: boolean,
): string[] {
  if (!values?.length) return [];
  const key = `${alias}.facet_key`;
  const bits = params.add(values.map(code.toBits));
  const bitTest = `(${key} & ${code.mask}) = ANY (${bits}::int[])`;
  return facetCondition(key, () => values.map(code.toToken), bitTest, params, useTokenIndex);
}

/** The condition function of a one-value facet coded as `code`. */
const oneOfConditionFor =
  <T>(code: OneValueCode<T>) =>
  (alias: string, values: readonly T[] | undefined, params: SqlParams, useTokenIndex: boolean) =>
    oneOfCondition(alias, values, code, params, useTokenIndex);

export const sourceCondition = oneOfConditionFor<SearchSourceSystem>({
  toToken: facetTokens.source,
  toBits: sourceBits,
  mask: FACET_MASKS.source,
});

export const stageCondition = oneOfConditionFor<SearchStage>({
  toToken: facetTokens.stage,
  toBits: stageBits,
  mask: FACET_MASKS.stage,
});

export const categoryCondition = oneOfConditionFor<SearchCategory>({
  toToken: facetTokens.category,
  toBits: categoryBits,
  mask: FACET_MASKS.category,
});

export function regionCondition(
  alias: string,
  regions: readonly SearchRegion[] | undefined,
  params: SqlParams,
  useTokenIndex: boolean,
): string[] {
  if (!regions?.length) return [];
  const key = `${alias}.facet_key`;
  const bits = regions.reduce((mask, region) => mask | regionBit(region), 0);
  // One region: its bit as a literal (a number from our own table, never user text), the very
  // predicate of that region's partial index (migration 0016), so the planner can use it.
  const mask = regions.length === 1 ? String(bits) : `${params.add(bits)}::int`;
  const bitTest = `(${key} & ${mask}) <> 0`;
  return facetCondition(key, () => regions.map(facetTokens.region), bitTest, params, useTokenIndex);
}

/**
 * The value filter's conditions. `asFilter`: written so that no index reads them (`+ 0`, the same
 * value), and returned as well in the indexed form (`indexable`) for the value sorts' pages, whose
 * walk along the value index starts at the bound (search-order.ts).
 */
export function valueConditions(
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

/** The distinct buyer names that contain the text (migration 0019), then their rows. */
export function buyerNameConditions(
  alias: string,
  buyerName: string | undefined,
  params: SqlParams,
) {
  if (!buyerName?.trim()) return [];
  const pattern = `%${escapeLike(buyerName.trim())}%`;
  return [
    `md5(${alias}.buyer_name)::uuid = ANY (ARRAY(SELECT b.name_hash FROM search_buyer_names b WHERE b.name ILIKE ${params.add(pattern)}))`,
  ];
}

/** The CPV codes as `cpv_prefixes` values to overlap: subtrees unless `includeSubCpv` is false. */
export function cpvConditions(alias: string, filters: SearchFilters, params: SqlParams) {
  if (!filters.cpvCodes?.length) return [];
  const values = cpvMatchValues(filters.cpvCodes, filters.includeSubCpv ?? true);
  return [`${alias}.cpv_prefixes && ${params.add(values)}::text[]`];
}

/** The stored lifecycle stage (migration 0348) is one of these (codes from the contract's list). */
export function lifecycleStageConditions(
  alias: string,
  stages: readonly LifecycleStage[] | undefined,
  params: SqlParams,
): string[] {
  if (!stages?.length) return [];
  return [
    `${alias}.lifecycle_stage = ANY(${params.add(stages.map(lifecycleStageCode))}::smallint[])`,
  ];
}
