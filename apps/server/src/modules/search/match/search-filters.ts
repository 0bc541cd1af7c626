import type {
  SearchCategory,
  SearchDeadlineWindow,
  SearchQuery,
  SearchRegion,
  SearchSourceSystem,
  SearchStage,
} from '@wac/contract';
import { SEARCH_SOURCE_SYSTEMS } from '@wac/contract';
import type { FacetFilters } from './search-facets';
import { type StatusSelection, splitStatuses } from './search-status';

/** An inclusive range of UK calendar days, `YYYY-MM-DD`. */
export type DayRange = { from?: string; to?: string };

/**
 * What to match, independent of where the request came from: the search API builds it from the
 * query string, the alert matcher from an alert profile. `buildSearchConditions` turns it into
 * SQL.
 */
export type SearchFilters = FacetFilters & {
  /**
   * The search box as typed: comma alternatives, quoted phrases, WAC IDs, CPV codes, `-word`
   * and `-"phrase"` exclusions (keyword-terms.ts).
   */
  keywords?: string;
  /** Statuses (issue 17), as clock-free lifecycles and tendering deadline classes. */
  status?: StatusSelection;
  releaseDate?: DayRange;
  deadline?: DayRange;
  /** Deadlines ahead of now: within 7 or 30 days, or 2 to 3 weeks away (alert profiles). */
  deadlineWindow?: Exclude<SearchDeadlineWindow, 'ANY'>;
  awardDate?: DayRange;
  /** Pounds; compared with the awarded value when there is one, else the estimated value. */
  valueFrom?: number;
  valueTo?: number;
  /** Case-insensitive "contains" match on the buyer's name. */
  buyerName?: string;
  /** 8-digit codes, or 2-7 digit prefixes. */
  cpvCodes?: readonly string[];
  /** true (default): a code covers its CPV subtree; false: exact codes only. */
  includeSubCpv?: boolean;
  /** Free-text places, any may match (search-location.ts; alert profiles, issue 7). */
  locationKeywords?: readonly string[];
  /** The keyword's words may also be on a page of the notice's documents (issue 32). */
  includeDocuments?: boolean;
};

function range(from?: string, to?: string): DayRange | undefined {
  return from || to ? { from, to } : undefined;
}

/** The filters of a parsed search request. Ticking every source is the same as ticking none. */
export function toSearchFilters(query: SearchQuery): SearchFilters {
  const allSources = query.source_system.length >= SEARCH_SOURCE_SYSTEMS.length;
  return {
    keywords: query.q,
    status: query.status.length > 0 ? splitStatuses(query.status) : undefined,
    releaseDate: range(query.release_date_from, query.release_date_to),
    deadline: range(query.deadline_from, query.deadline_to),
    deadlineWindow: query.deadline_filter === 'ANY' ? undefined : query.deadline_filter,
    awardDate: range(query.award_date_from, query.award_date_to),
    stages: query.stage as SearchStage[],
    regions: query.region as SearchRegion[],
    categories: query.category as SearchCategory[],
    sourceSystems: allSources ? [] : (query.source_system as SearchSourceSystem[]),
    valueFrom: query.value_from,
    valueTo: query.value_to,
    buyerName: query.buyer_name,
    cpvCodes: query.cpv_codes,
    includeSubCpv: query.include_sub_cpv,
    locationKeywords: query.location,
    includeDocuments: query.include_documents,
  };
}
