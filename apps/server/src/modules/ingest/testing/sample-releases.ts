import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileOcid } from '../compile-ocid';
import type { CompiledOpportunity } from '../compiled-opportunity';
import type { OcdsRelease } from '../ocds-types';
import { parseReleasePackage } from '../parse-release-package';
import { type SourceSystem, sourceFromOcid } from '../source-systems';

/** The monorepo root; the shared reference data lives next to it, in `../shared`. */
export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../..',
);
export const SAMPLES_DIR = path.resolve(REPO_ROOT, '../shared/ocds-samples');
export const SAMPLE_DIRS: Record<SourceSystem, string> = {
  ContractsFinder: path.join(SAMPLES_DIR, 'contracts-finder'),
  FTS: path.join(SAMPLES_DIR, 'find-a-tender'),
  PCS: path.join(SAMPLES_DIR, 'public-contracts-scotland'),
  Sell2Wales: path.join(SAMPLES_DIR, 'sell2wales'),
};

/** Whether the real OCDS samples are present; tests that need them are skipped otherwise. */
export const hasSamples = existsSync(SAMPLE_DIRS.ContractsFinder) && existsSync(SAMPLE_DIRS.FTS);
export const SAMPLES_MISSING_NOTE = hasSamples
  ? ''
  : ` (skipped: ${SAMPLES_DIR} not found; the real OCDS samples live in ../shared)`;

export function sampleFiles(source: SourceSystem): string[] {
  const dir = SAMPLE_DIRS[source];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

const loaded = new Map<SourceSystem, OcdsRelease[]>();

/** Every release of a portal's sample files, in file order (read once per test file). */
export function loadSampleReleases(source: SourceSystem): OcdsRelease[] {
  let releases = loaded.get(source);
  if (!releases) {
    releases = sampleFiles(source).flatMap(
      (file) => parseReleasePackage(readFileSync(file)).releases,
    );
    loaded.set(source, releases);
  }
  return releases;
}

/** Compiles the sample releases of the ocid (a unique fragment of it is enough). */
export function compileSample(source: SourceSystem, ocidFragment: string): CompiledOpportunity {
  const releases = loadSampleReleases(source).filter((release) =>
    release.ocid.includes(ocidFragment),
  );
  if (releases.length === 0) throw new Error(`no sample release for ${ocidFragment}`);
  const ocids = new Set(releases.map((release) => release.ocid));
  if (ocids.size > 1) throw new Error(`${ocidFragment} matches ${ocids.size} ocids`);
  return compileOcid(sourceFromOcid(releases[0].ocid) ?? source, releases).opportunity;
}
