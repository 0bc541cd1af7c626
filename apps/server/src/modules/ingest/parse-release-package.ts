import { asObject, asStringArray, asText, isObject } from './json-values';
import type { OcdsRelease, ParsedPackage } from './ocds-types';
import { parseJsonWithRepair } from './repair-json';
import { decodeBody, repairMojibake } from './repair-text';
import { PROACTIS_SOURCES, sourceFromOcid } from './source-systems';

/** A page whose body cannot be used even after repair (truncated, HTML, not a package). */
export class BrokenPageError extends Error {
  override name = 'BrokenPageError';
}

export type ParseOptions = {
  /**
   * A package object without a `releases` key is an empty answer, not a broken one: Public
   * Contracts Scotland and Sell2Wales answer so for a month and notice type with no notices.
   */
  missingReleasesIsEmpty?: boolean;
  /**
   * A file saved by hand (`--file`): a record package (its records' releases) or one bare
   * release is read too. A portal answer of those shapes is still a broken page.
   */
  isSavedFile?: boolean;
};

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

/**
 * Bytes (or text) of a release package to its releases: decode defensively, repair mojibake and
 * invalid numbers, then parse. Releases without an ocid are dropped and counted, because they
 * cannot be keyed; so are releases without an id, except those of the portals known to omit it
 * (PCS, Sell2Wales), which get a derived one. A bare array of releases is accepted for saved files.
 */
export function parseReleasePackage(
  body: Uint8Array | string,
  options: ParseOptions = {},
): ParsedPackage {
  const text = repairMojibake(typeof body === 'string' ? body : decodeBody(body));
  let json: unknown;
  try {
    json = parseJsonWithRepair(text);
  } catch (error) {
    throw new BrokenPageError(`invalid JSON: ${(error as Error).message}`, { cause: error });
  }
  let items = Array.isArray(json) ? json : isObject(json) ? json.releases : undefined;
  if (items === undefined && isObject(json)) items = releasesOfOtherShapes(json, options);
  if (!Array.isArray(items)) throw new BrokenPageError('body is not a release package');

  const releases: OcdsRelease[] = [];
  let droppedReleases = 0;
  for (const item of items) {
    const ocid = isObject(item) ? asText(item.ocid) : null;
    const id = isObject(item) ? (asText(item.id) ?? derivedId(ocid, item)) : null;
    if (!isObject(item) || !ocid || !id) droppedReleases += 1;
    else if (item.ocid === ocid && item.id === id) releases.push(item as OcdsRelease);
    else releases.push({ ...item, ocid, id });
  }
  const nextUrl = isObject(json) ? asText(asObject(json.links).next) : null;
  return { releases, nextUrl, droppedReleases };
}

/**
 * Releases of a saved file that is not a release package: a record package (the records'
 * `releases`), or a single release. Undefined when it is neither; an empty list for a package
 * without `releases` when that means "no notices".
 */
function releasesOfOtherShapes(json: Record<string, unknown>, options: ParseOptions) {
  if (options.isSavedFile && Array.isArray(json.records)) {
    return json.records.flatMap((record) =>
      isObject(record) && Array.isArray(record.releases) ? record.releases : [],
    );
  }
  if (options.isSavedFile && typeof json.ocid === 'string') return [json];
  return options.missingReleasesIsEmpty ? [] : undefined;
}

function derivedId(ocid: string | null, release: Record<string, unknown>): string | null {
  const source = ocid ? sourceFromOcid(ocid) : null;
  if (!ocid || !source || !PROACTIS_SOURCES.includes(source)) return null;
  return deriveReleaseId(ocid, release);
}
