import type { SearchRegion } from '@wac/contract';
import { regionsFromRegionText } from '../../ingest/regions';
import { regionBit } from './search-facets';
import type { SqlParams } from './search-sql';

/**
 * Location keywords (added for alert profiles, issue 7; docs/decisions/0041): free-text places,
 * any of which may match. A keyword matches an opportunity when
 * - it names a NUTS 1 region (a region name, "England", "UK", or a NUTS/ITL code of any level)
 *   that the opportunity is in: region_codes come from the buyer's and the delivery addresses'
 *   regions and postcodes, so this is how delivery places match; or
 * - it appears as a whole word (or words) in the buyer's name or address: street, town,
 *   county/region or postcode ("Leeds", "Kent", "M1", "SW1A 1AA").
 * Delivery addresses are only kept as their regions, so a town matches through the buyer.
 */

// Characters with a meaning in Postgres regular expressions.
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/g;
const COMPACT_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/i;

/** One keyword as a regex fragment: literal text, any run of spaces, postcodes with or without one. */
function toPattern(keyword: string): string {
  const postcode = COMPACT_POSTCODE.exec(keyword);
  if (postcode) return `${postcode[1]}\\s*${postcode[2]}`;
  return keyword.replace(REGEX_SPECIAL, '\\$&').replace(/\s+/g, '\\s+');
}

/** The NUTS 1 bits of every keyword that names a region; 0 when none does. */
export function locationRegionMask(keywords: readonly string[]): number {
  let mask = 0;
  for (const keyword of keywords) {
    for (const region of regionsFromRegionText(keyword)) mask |= regionBit(region as SearchRegion);
  }
  return mask;
}

/**
 * A case-insensitive regex matching any keyword as whole words (not inside a longer word, so
 * "Kent" does not match "Kentish" and "M1" does not match "M13").
 */
export function locationTextPattern(keywords: readonly string[]): string {
  return `(^|[^[:alnum:]])(${keywords.map(toPattern).join('|')})($|[^[:alnum:]])`;
}

/** The location condition over `opportunity_search` (aliased `alias`), or none without keywords. */
export function locationConditions(
  alias: string,
  keywords: readonly string[] | undefined,
  params: SqlParams,
): string[] {
  if (!keywords?.length) return [];
  const alternatives: string[] = [];
  const mask = locationRegionMask(keywords);
  if (mask !== 0) alternatives.push(`(${alias}.facet_key & ${params.add(mask)}::int) <> 0`);
  // The address is not in the narrow search table: look it up for rows the cheaper tests kept.
  alternatives.push(
    `EXISTS (SELECT 1 FROM opportunities lo WHERE lo.id = ${alias}.opportunity_id
        AND concat_ws(' ', lo.buyer_name, lo.buyer_address_street, lo.buyer_address_locality,
                      lo.buyer_address_region, lo.buyer_address_postalcode)
            ~* ${params.add(locationTextPattern(keywords))})`,
  );
  return [`(${alternatives.join(' OR ')})`];
}
