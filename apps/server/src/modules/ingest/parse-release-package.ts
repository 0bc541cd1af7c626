import { asObject, asText, isObject } from './json-values';
import type { OcdsRelease, ParsedPackage } from './ocds-types';
import { parseJsonWithRepair } from './repair-json';
import { decodeBody, repairMojibake } from './repair-text';

/** A page whose body cannot be used even after repair (truncated, HTML, not a package). */
export class BrokenPageError extends Error {
  override name = 'BrokenPageError';
}

/**
 * Bytes (or text) of a release package to its releases: decode defensively, repair mojibake and
 * invalid numbers, then parse. Releases without an ocid or id are dropped and counted, because
 * they cannot be keyed; a bare array of releases is accepted for saved files.
 */
export function parseReleasePackage(body: Uint8Array | string): ParsedPackage {
  const text = repairMojibake(typeof body === 'string' ? body : decodeBody(body));
  let json: unknown;
  try {
    json = parseJsonWithRepair(text);
  } catch (error) {
    throw new BrokenPageError(`invalid JSON: ${(error as Error).message}`, { cause: error });
  }
  const items = Array.isArray(json) ? json : isObject(json) ? json.releases : undefined;
  if (!Array.isArray(items)) throw new BrokenPageError('body is not a release package');

  const releases: OcdsRelease[] = [];
  let droppedReleases = 0;
  for (const item of items) {
    const ocid = isObject(item) ? asText(item.ocid) : null;
    const id = isObject(item) ? asText(item.id) : null;
    if (!isObject(item) || !ocid || !id) droppedReleases += 1;
    else if (item.ocid === ocid && item.id === id) releases.push(item as OcdsRelease);
    else releases.push({ ...item, ocid, id });
  }
  const nextUrl = isObject(json) ? asText(asObject(json.links).next) : null;
  return { releases, nextUrl, droppedReleases };
}
