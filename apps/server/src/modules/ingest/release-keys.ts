import { asStringArray, asText, isObject } from './json-values';
import type { OcdsRelease } from './ocds-types';
import { PROACTIS_SOURCES, sourceFromOcid } from './source-systems';

/**
 * A stable id for a release that has none. Public Contracts Scotland's 2019 releases carry no
 * `id`; one process publishes at most one notice of a kind a day, so ocid + date + tags key it,
 * and the same release read twice gets the same id.
 */
export function deriveReleaseId(ocid: string, release: Record<string, unknown>): string | null {
  const date = asText(release.date);
  if (!date) return null;
  const tags = asStringArray(release.tag);
  return `${ocid}-${date}-${tags.length > 0 ? tags.join('+') : 'release'}`;
}

/** Adds `item` to `releases` keyed by ocid and id (derived where a portal omits it); false if it cannot be. */
export function collectRelease(item: unknown, releases: OcdsRelease[]): boolean {
  const ocid = isObject(item) ? asText(item.ocid) : null;
  const id = isObject(item) ? (asText(item.id) ?? derivedId(ocid, item)) : null;
  if (!isObject(item) || !ocid || !id) return false;
  if (item.ocid === ocid && item.id === id) releases.push(item as OcdsRelease);
  else releases.push({ ...item, ocid, id });
  return true;
}

function derivedId(ocid: string | null, release: Record<string, unknown>): string | null {
  const source = ocid ? sourceFromOcid(ocid) : null;
  if (!ocid || !source || !PROACTIS_SOURCES.includes(source)) return null;
  return deriveReleaseId(ocid, release);
}
