import { asObject, asText } from './json-values';
import type { JsonObject } from './ocds-types';

const NORTHERN_IRELAND = /^\s*(?:GB-NIR|northern[\s_-]*ireland)\s*$/i;

/** Walks the buyer's details without copying them (`for in`, no Object.values per object). */
function mentionsNorthernIreland(value: unknown, depth = 0): boolean {
  if (depth > 4) return false;
  // The regular expression's own `\s*` stands for `trim()` (the same characters), without a copy.
  if (typeof value === 'string') return NORTHERN_IRELAND.test(value);
  if (Array.isArray(value)) {
    for (const item of value) if (mentionsNorthernIreland(item, depth + 1)) return true;
    return false;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key in record) if (mentionsNorthernIreland(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Whether a Find a Tender notice's buyer works under Northern Ireland's devolved regulations
 * (`GB-NIR`, "Northern Ireland" in the buyer's details) or the notice's legal basis is a Northern
 * Ireland Statutory Rule. eTendersNI has no API (DATA-SOURCES.md): its above-threshold notices are
 * found on Find a Tender, and this puts them in region UKN even when their addresses give none.
 */
export function isUnderNorthernIrishRules(release: JsonObject, buyer: JsonObject | null): boolean {
  if (buyer && mentionsNorthernIreland(buyer.details)) return true;
  const legalBasis = asObject(asObject(release.tender).legalBasis);
  const scheme = asText(legalBasis.scheme)?.toUpperCase();
  return scheme === 'NISR' || /legislation\.gov\.uk\/nisr\//i.test(asText(legalBasis.uri) ?? '');
}
