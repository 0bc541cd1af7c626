/**
 * The search module's public face for other modules (ADR 0180): what a match is (filters and
 * their SQL condition, for alerts, radar and organisations), the status rule, keyword
 * resolution, and the page cache's metric. Routes and jobs are registered from their own files
 * (search.routes.ts, search.jobs.ts) as every module's are.
 */
export { resolveKeywordTsquery } from './match/keyword-resolution';
export { type SearchFilters, toSearchFilters } from './match/search-filters';
export { splitStatuses, statusConditions } from './match/search-status';
export {
  type MarkableText,
  markableTextSql,
  markPage,
  markPassage,
  passageSql,
} from './page/page-marks';
export {
  FRAGMENT_HEADLINE_OPTIONS,
  MATCH_END,
  MATCH_START,
  toHighlightSegments,
  withoutMarkers,
} from './page/search-highlights';
export { searchPageCacheLookups } from './page/search-page-cache';
export {
  buildSearchConditions,
  cpvLevelPrefix,
  type ResolvedKeyword,
  type SearchConditions,
} from './search-conditions';
