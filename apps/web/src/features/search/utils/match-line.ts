import type { SearchMatch } from '@wac/contract';
import { SEARCH_REGION_NAMES, type SearchRegion } from '@wac/contract/search-constants';

/**
 * "Matched: CPV 9091 Cleaning services, region Wales": the CPV codes and regions searched for
 * that a result holds (issue 17), or null when no such filter matched it.
 */
export function describeMatch(match: SearchMatch | null): string | null {
  if (!match) return null;
  const parts = [
    ...match.cpv.map((item) => `CPV ${item.level}${item.label ? ` ${item.label}` : ''}`),
    ...match.regions.map(
      (region) => `region ${SEARCH_REGION_NAMES[region as SearchRegion] ?? region}`,
    ),
  ];
  return parts.length > 0 ? `Matched: ${parts.join(', ')}` : null;
}
