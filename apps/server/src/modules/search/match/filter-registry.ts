import { CLOSING_SOON_DAYS, type SearchQuery } from '@wac/contract';
import {
  buyerNameConditions,
  categoryCondition,
  cpvConditions,
  dayRangeConditions,
  deadlineWindowConditions,
  regionCondition,
  sourceCondition,
  stageCondition,
  valueConditions,
} from './filter-sql';
import type { KeywordCondition } from './keyword-condition';
import { hasKeywordCriteria } from './keyword-terms';
import type { SearchFilters } from './search-filters';
import { locationConditions } from './search-location';
import type { ClockBinding, SqlParams } from './search-sql';
import { statusConditions } from './search-status';

/**
 * Every search filter, once (ADR 0181): its SQL, whether it is a facet, whether the default
 * sort's covering index serves it, and how the running counts take it in. The registry is keyed
 * by the filters' own names, so a field added to SearchFilters without a record here does not
 * compile, nor a record without `counting`.
 */

/** SearchFilters' fields as filters: the value's two bounds are one, and the CPV subtree switch is part of cpvCodes. */
export type FilterName =
  | Exclude<keyof SearchFilters, 'valueFrom' | 'valueTo' | 'includeSubCpv'>
  | 'value';

/**
 * How the running counts (count/search-running-counts.ts) take a filter in:
 * - `facet key`: tested on each facet key the counts are kept by;
 * - `status`: lifecycles from the facet key, the clock's classes from the tendering index;
 * - `terms`: the keyword's terms, from a counted word, summed alternatives or the count cache;
 * - `counted key`: one CPV code's own running count;
 * - `matches`: not at all: a search with it counts its matches.
 */
export type FilterCounting = 'facet key' | 'status' | 'terms' | 'counted key' | 'matches';

/** What a filter's SQL is written with; the keyword's condition is made first (its tsquery steers the hints). */
export type FilterSqlContext = {
  alias: string;
  filters: SearchFilters;
  params: SqlParams;
  clock: ClockBinding;
  keyword: KeywordCondition;
  /** The planner's hints for this match (page/planner-hints.ts): the rows are the same either way. */
  hints: PlannerHints;
  /** Set by the value filter: its bounds in indexed form, when `where` tests them on candidates. */
  valueRange: string | null;
};

/** Hints to the planner, chosen by page/planner-hints.ts: they change the plan, never the rows. */
export type PlannerHints = {
  /** Offer the facet token index (migration 0012): for source, stage and category; for regions. */
  facetTokens: { forFacets: boolean; forRegions: boolean };
  /** Test the value range on the keyword's candidates rather than read a value index (ADR 0131). */
  valueRangeOnCandidates: boolean;
};

export type FilterDefinition = {
  /** Whether a search sets the filter (as the running counts see it). */
  isSet: (filters: SearchFilters) => boolean;
  /** Answered from the facet key alone (and so counted per facet key). */
  isFacet: boolean;
  /** Whether the default sort's covering index (migration 0015) answers it as the search sets it. */
  coveringIndexServes: (filters: SearchFilters) => boolean;
  counting: FilterCounting;
  /** Its conditions; none when unset. */
  sql: (context: FilterSqlContext) => string[];
};

const always = () => true;

/** In the order their conditions are written (the order the planner has always been given). */
export const FILTERS = {
  keywords: {
    isSet: (filters) => hasKeywordCriteria(filters.keywords),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.keywords?.trim(),
    counting: 'terms',
    sql: ({ keyword }) => (keyword.condition ? [keyword.condition] : []),
  },
  sourceSystems: {
    isSet: (filters) => Boolean(filters.sourceSystems?.length),
    isFacet: true,
    coveringIndexServes: always,
    counting: 'facet key',
    sql: ({ alias, filters, params, hints }) =>
      sourceCondition(alias, filters.sourceSystems, params, hints.facetTokens.forFacets),
  },
  stages: {
    isSet: (filters) => Boolean(filters.stages?.length),
    isFacet: true,
    coveringIndexServes: always,
    counting: 'facet key',
    sql: ({ alias, filters, params, hints }) =>
      stageCondition(alias, filters.stages, params, hints.facetTokens.forFacets),
  },
  categories: {
    isSet: (filters) => Boolean(filters.categories?.length),
    isFacet: true,
    coveringIndexServes: always,
    counting: 'facet key',
    sql: ({ alias, filters, params, hints }) =>
      categoryCondition(alias, filters.categories, params, hints.facetTokens.forFacets),
  },
  regions: {
    isSet: (filters) => Boolean(filters.regions?.length),
    isFacet: true,
    coveringIndexServes: always,
    counting: 'facet key',
    sql: ({ alias, filters, params, hints }) =>
      regionCondition(alias, filters.regions, params, hints.facetTokens.forRegions),
  },
  status: {
    isSet: (filters) => Boolean(filters.status),
    isFacet: false,
    // The clock-free statuses are facet key bits; a status that reads the clock needs the deadline.
    coveringIndexServes: (filters) => !filters.status?.deadlineClasses.length,
    counting: 'status',
    sql: ({ alias, filters, clock }) =>
      filters.status
        ? statusConditions(alias, filters.status, () => clock.at([0, CLOSING_SOON_DAYS]))
        : [],
  },
  releaseDate: {
    isSet: (filters) => Boolean(filters.releaseDate),
    isFacet: false,
    coveringIndexServes: always,
    counting: 'matches',
    sql: ({ alias, filters, params }) =>
      dayRangeConditions(`${alias}.release_date`, filters.releaseDate, params),
  },
  deadline: {
    isSet: (filters) => Boolean(filters.deadline),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.deadline,
    counting: 'matches',
    sql: ({ alias, filters, params }) =>
      dayRangeConditions(`${alias}.tender_deadline_date`, filters.deadline, params),
  },
  deadlineWindow: {
    isSet: (filters) => Boolean(filters.deadlineWindow),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.deadlineWindow,
    counting: 'matches',
    sql: ({ alias, filters, clock }) =>
      deadlineWindowConditions(`${alias}.tender_deadline_date`, filters, clock),
  },
  awardDate: {
    isSet: (filters) => Boolean(filters.awardDate),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.awardDate,
    counting: 'matches',
    sql: ({ alias, filters, params }) =>
      dayRangeConditions(`${alias}.award_date_published`, filters.awardDate, params),
  },
  value: {
    isSet: (filters) => filters.valueFrom !== undefined || filters.valueTo !== undefined,
    isFacet: false,
    coveringIndexServes: always,
    counting: 'matches',
    sql: (context) => {
      const { alias, filters, params, hints } = context;
      const value = valueConditions(alias, filters, params, {
        asFilter: hints.valueRangeOnCandidates,
      });
      context.valueRange = value.indexable;
      return value.conditions;
    },
  },
  buyerName: {
    isSet: (filters) => Boolean(filters.buyerName),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.buyerName?.trim(),
    counting: 'matches',
    sql: ({ alias, filters, params }) => buyerNameConditions(alias, filters.buyerName, params),
  },
  cpvCodes: {
    isSet: (filters) => Boolean(filters.cpvCodes?.length),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.cpvCodes?.length,
    counting: 'counted key',
    sql: ({ alias, filters, params }) => cpvConditions(alias, filters, params),
  },
  locationKeywords: {
    isSet: (filters) => Boolean(filters.locationKeywords?.length),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.locationKeywords?.length,
    counting: 'matches',
    sql: ({ alias, filters, params }) =>
      locationConditions(alias, filters.locationKeywords, params),
  },
  includeDocuments: {
    // Only with words to look for: the switch alone matches what the rest of the search does.
    isSet: (filters) => Boolean(filters.includeDocuments) && hasKeywordCriteria(filters.keywords),
    isFacet: false,
    coveringIndexServes: (filters) => !filters.includeDocuments,
    // The running counts know the notices' words only, so a search with it counts its matches.
    counting: 'matches',
    // Its SQL is an alternative inside the keyword's condition (document-match.ts): words in
    // the notice OR its documents, so it adds no condition of its own here.
    sql: () => [],
  },
} satisfies Record<FilterName, FilterDefinition>;

export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[];

/** The filters a search sets, in registry order; `which` keeps only some (e.g. not facets). */
export function setFilters(
  filters: SearchFilters,
  which: (definition: FilterDefinition) => boolean = always,
): FilterName[] {
  return FILTER_NAMES.filter((name) => {
    const definition: FilterDefinition = FILTERS[name];
    return which(definition) && definition.isSet(filters);
  });
}

/** The filters that are not facets which a search sets (what the running counts look at). */
export const nonFacetFilters = (filters: SearchFilters) =>
  setFilters(filters, (definition) => !definition.isFacet);

/** The filters whose record says they are facets. */
export type FacetName = {
  [Name in FilterName]: (typeof FILTERS)[Name]['isFacet'] extends true ? Name : never;
}[FilterName];

/** The facet filters, each selecting every row: a search's facets left out. */
export const NO_FACETS = Object.fromEntries(
  FILTER_NAMES.filter((name) => FILTERS[name].isFacet).map((name) => [name, []]),
) as unknown as { [Name in FacetName]: [] };

/** The search query's fields that filter (the others page, sort or ask for the count alone). */
type QueryFilterField = Exclude<keyof SearchQuery, 'sort' | 'page' | 'count_only'>;

/**
 * The filter each of the contract's query fields sets (toSearchFilters maps them): a field
 * added to the contract does not compile until it is given its filter, and so its record.
 */
export const FILTER_OF_QUERY_FIELD = {
  q: 'keywords',
  release_date_from: 'releaseDate',
  release_date_to: 'releaseDate',
  deadline_from: 'deadline',
  deadline_to: 'deadline',
  deadline_filter: 'deadlineWindow',
  award_date_from: 'awardDate',
  award_date_to: 'awardDate',
  stage: 'stages',
  status: 'status',
  region: 'regions',
  location: 'locationKeywords',
  value_from: 'value',
  value_to: 'value',
  category: 'categories',
  buyer_name: 'buyerName',
  cpv_codes: 'cpvCodes',
  include_sub_cpv: 'cpvCodes',
  source_system: 'sourceSystems',
  include_documents: 'includeDocuments',
} as const satisfies Record<QueryFilterField, FilterName>;
