import { timestampMillis } from './json-values';
import { mergeRelease } from './merge-release';
import type { JsonObject, OcdsRelease } from './ocds-types';

/** Every release of one ocid, oldest first, and their merged state. */
export type CompiledRecord = {
  ocid: string;
  releases: OcdsRelease[];
  latest: OcdsRelease;
  compiled: JsonObject;
};

const byReleaseId = new Intl.Collator('en', { numeric: true });

/** Oldest first by `date`; undated releases count as oldest; ties by release id (`…-582336`). */
export function sortReleases(releases: OcdsRelease[]): OcdsRelease[] {
  return releases
    .map((release) => ({ release, millis: timestampMillis(release.date) }))
    .sort((a, b) => {
      const aMillis = Number.isNaN(a.millis) ? -Infinity : a.millis;
      const bMillis = Number.isNaN(b.millis) ? -Infinity : b.millis;
      if (aMillis !== bMillis) return aMillis - bMillis;
      return byReleaseId.compare(a.release.id, b.release.id);
    })
    .map(({ release }) => release);
}

/**
 * Compiles the releases of one ocid following the OCDS merge rules (see `mergeRelease`). The
 * same release id given twice counts once, so re-reading a page cannot change the result.
 */
export function compileReleases(releases: OcdsRelease[]): CompiledRecord {
  if (releases.length === 0) throw new Error('compileReleases needs at least one release');
  const unique = new Map<string, OcdsRelease>();
  for (const release of releases) unique.set(release.id, release);
  const sorted = unique.size === 1 ? [...unique.values()] : sortReleases([...unique.values()]);
  let compiled: JsonObject = sorted[0];
  for (let index = 1; index < sorted.length; index += 1) {
    compiled = mergeRelease(compiled, sorted[index]);
  }
  const latest = sorted[sorted.length - 1];
  return { ocid: latest.ocid, releases: sorted, latest, compiled };
}
