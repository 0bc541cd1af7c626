/**
 * The search constants (public-area.md section 9) on their own, without zod: the web app's search
 * screen imports them from `@wac/contract/search-constants`, so its first load does not pull in
 * zod and every schema (ADR 0046). `search.ts` re-exports them for everyone else.
 */

export const SEARCH_PAGE_SIZE = 20;
/** Deep pages cost a scan of every row before them; 500 pages is 10,000 results. */
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_MAX_QUERY_LENGTH = 500;
export const SEARCH_MAX_BUYER_NAME_LENGTH = 200;
export const SEARCH_MAX_CPV_CODES = 50;

export const SEARCH_SORTS = [
  'release_date-desc',
  'release_date-asc',
  'deadline_date-asc',
  'value-desc',
  'value-asc',
  'relevance',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT = 'release_date-desc' satisfies SearchSort;

export const SEARCH_STAGES = ['planning', 'tender', 'award'] as const;
export type SearchStage = (typeof SEARCH_STAGES)[number];

export const SEARCH_CATEGORIES = ['goods', 'services', 'works'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/**
 * The four portals, in the order of their facet codes (position + 1, migrations 0011 and 0130):
 * the order is part of the stored search copy, so new sources are only ever appended.
 */
export const SEARCH_SOURCE_SYSTEMS = ['ContractsFinder', 'FTS', 'PCS', 'Sell2Wales'] as const;
export type SearchSourceSystem = (typeof SEARCH_SOURCE_SYSTEMS)[number];

/** The twelve UK NUTS 1 regions (public-area.md section 9). */
export const SEARCH_REGIONS = [
  'UKC',
  'UKD',
  'UKE',
  'UKF',
  'UKG',
  'UKH',
  'UKI',
  'UKJ',
  'UKK',
  'UKL',
  'UKM',
  'UKN',
] as const;
export type SearchRegion = (typeof SEARCH_REGIONS)[number];

/** Region names (section 9), also accepted by the region filter. */
export const SEARCH_REGION_NAMES: Record<SearchRegion, string> = {
  UKC: 'North East',
  UKD: 'North West',
  UKE: 'Yorkshire and the Humber',
  UKF: 'East Midlands',
  UKG: 'West Midlands',
  UKH: 'East of England',
  UKI: 'London',
  UKJ: 'South East',
  UKK: 'South West',
  UKL: 'Wales',
  UKM: 'Scotland',
  UKN: 'Northern Ireland',
};

/**
 * Deadline windows of an alert profile (account-area.md section 5), also accepted by search:
 * deadlines from now to 7 or 30 days ahead, or between 2 and 3 weeks ahead.
 */
export const SEARCH_DEADLINE_WINDOWS = ['ANY', '2-3W', '7D', '30D'] as const;

/**
 * The search's framework filter (issue 31, ADR 0228): frameworks and dynamic markets only, call-offs
 * placed under them only, or everything but call-offs.
 */
export const SEARCH_FRAMEWORK_FILTERS = ['frameworks', 'call_offs', 'no_call_offs'] as const;
export type SearchFrameworkFilter = (typeof SEARCH_FRAMEWORK_FILTERS)[number];
export const SEARCH_FRAMEWORK_FILTER_LABELS: Record<SearchFrameworkFilter, string> = {
  frameworks: 'Frameworks and dynamic markets only',
  call_offs: 'Call-offs only',
  no_call_offs: 'Exclude call-offs',
};
export type SearchDeadlineWindow = (typeof SEARCH_DEADLINE_WINDOWS)[number];
