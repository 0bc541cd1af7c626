import { BrokenPageError, parseValue } from './broken-page';
import { isObject } from './json-values';
import type { OcdsRelease, ParsedPackage } from './ocds-types';
import { repairValue } from './parse-release-text';
import { collectRelease } from './release-keys';
import { decodeBody, repairMojibake } from './repair-text';

/**
 * A saved file that is not a release package: a record package (the records' `releases`) or a
 * single release. Read whole: it is a local file, already in memory.
 */
export function parseOtherShapes(bytes: Uint8Array): ParsedPackage {
  const json = parseValue(repairMojibake(decodeBody(bytes)));
  let items: unknown[] | undefined;
  if (isObject(json) && Array.isArray(json.records)) {
    items = json.records.flatMap((record) =>
      isObject(record) && Array.isArray(record.releases) ? record.releases : [],
    );
  } else if (isObject(json) && typeof json.ocid === 'string') items = [json];
  if (!items) throw new BrokenPageError('body is not a release package');
  const releases: OcdsRelease[] = [];
  let droppedReleases = 0;
  for (const item of items) {
    if (!collectRelease(repairValue(item), releases)) droppedReleases += 1;
  }
  return { releases, nextUrl: null, droppedReleases };
}
