import {
  type AlertCriteria,
  DEFAULT_SEARCH_SORT,
  searchQuerySchema,
  toAlertSearchQuery,
} from '@wac/contract';
import { buildPublicLink } from '../../config/public-base-url';
import { type SearchFilters, toSearchFilters } from '../search';

/**
 * A profile's criteria as search filters, parsed exactly as GET /api/search/ parses the
 * equivalent query string, so a profile and "its" search can never disagree. Null when a stored
 * profile no longer parses (the dispatcher skips it and says so in the log).
 */
export function toAlertSearchFilters(criteria: AlertCriteria): SearchFilters | null {
  const parsed = searchQuerySchema.safeParse(toAlertSearchQuery(criteria));
  return parsed.success ? toSearchFilters(parsed.data) : null;
}

/** The search page showing a profile's matches, newest first (the digest's "see all" link). */
export function buildAlertSearchUrl(publicBaseUrl: string, criteria: AlertCriteria): string {
  const query = new URLSearchParams({ ...toAlertSearchQuery(criteria), sort: DEFAULT_SEARCH_SORT });
  return buildPublicLink(publicBaseUrl, `/search?${query}`);
}
