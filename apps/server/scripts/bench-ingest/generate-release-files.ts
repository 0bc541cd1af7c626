import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OcdsRelease } from '../../src/modules/ingest/ocds-types';
import { parseReleasePackage } from '../../src/modules/ingest/parse-release-package';
import { deriveReleaseId } from '../../src/modules/ingest/release-keys';
import { SOURCE_SYSTEMS, type SourceSystem } from '../../src/modules/ingest/source-systems';
import {
  createCfRelease,
  createFtsRelease,
} from '../../src/modules/ingest/testing/release-factory';
import { SAMPLE_DIRS, sampleFiles } from '../../src/modules/ingest/testing/sample-releases';

const RELEASES_PER_FILE = 100;
// One file in ten is served the way the portals break them, so the repair paths are timed too.
const BROKEN_FILE_EVERY = 10;

const SYNTHETIC: Partial<Record<SourceSystem, () => OcdsRelease>> = {
  ContractsFinder: createCfRelease,
  FTS: createFtsRelease,
};

/**
 * The real samples of one portal when ../shared is there (PCS and Sell2Wales exist only as real
 * samples), else synthetic CF/FTS releases; grouped by ocid.
 */
function loadTemplateGroups(source: SourceSystem): OcdsRelease[][] {
  const synthetic = SYNTHETIC[source];
  const releases = existsSync(SAMPLE_DIRS[source])
    ? sampleFiles(source).flatMap((file) => parseReleasePackage(readFileSync(file)).releases)
    : synthetic
      ? Array.from({ length: 200 }, synthetic)
      : [];
  const groups = new Map<string, OcdsRelease[]>();
  for (const release of releases)
    groups.set(release.ocid, [...(groups.get(release.ocid) ?? []), release]);
  return [...groups.values()];
}

/** Sources the bench can generate releases for on this machine. */
export function benchSources(): SourceSystem[] {
  return SOURCE_SYSTEMS.filter((source) => loadTemplateGroups(source).length > 0);
}

function breakLikeThePortals(json: string): string {
  const mojibake = json.replace(/[^\p{ASCII}]/gu, (char) => Buffer.from(char).toString('latin1'));
  const spacedNumbers = mojibake.replace(/"amount":(\d{4,})(?=[,}])/g, (_m, digits: string) => {
    return `"amount": ${digits.slice(0, -3)} ${digits.slice(-3)}`;
  });
  return spacedNumbers.replace(/^\{/, '{"overflow": 1e9999, ');
}

/**
 * Writes at least `count` releases as portal-style release packages of about 100 releases, by
 * cloning the template ocids under new ocids and release ids. All releases of one ocid land in
 * the same file. Returns the files written and their total size.
 */
export async function generateReleaseFiles(dir: string, count: number, source: SourceSystem) {
  const templates = loadTemplateGroups(source);
  const files: string[] = [];
  let bytes = 0;
  let written = 0;
  let pending: OcdsRelease[] = [];
  const flush = async () => {
    const json = JSON.stringify({ uri: 'bench', version: '1.1', releases: pending });
    const text =
      files.length % BROKEN_FILE_EVERY === BROKEN_FILE_EVERY - 1 ? breakLikeThePortals(json) : json;
    const file = path.join(dir, `${source}-${String(files.length).padStart(6, '0')}.json`);
    await writeFile(file, text);
    files.push(file);
    bytes += Buffer.byteLength(text);
    pending = [];
  };
  for (let copy = 0; written < count; copy += 1) {
    for (const group of templates) {
      if (written >= count) break;
      const ocid = `${group[0].ocid}-b${copy}`;
      for (const release of group) pending.push(cloneRelease(release, ocid, copy));
      written += group.length;
      if (pending.length >= RELEASES_PER_FILE) await flush();
    }
  }
  if (pending.length > 0) await flush();
  return { files, bytes, releases: written };
}

/**
 * A copy under a new ocid. A PCS release that came without an id goes out without one again
 * (its id was derived on parsing), so the bench times the derivation as the live feed needs it.
 */
function cloneRelease(release: OcdsRelease, ocid: string, copy: number): OcdsRelease {
  if (release.id === deriveReleaseId(release.ocid, release)) {
    const { id: _derived, ...withoutId } = release;
    return { ...withoutId, ocid } as OcdsRelease;
  }
  return { ...release, ocid, id: `${release.id}-b${copy}` };
}
