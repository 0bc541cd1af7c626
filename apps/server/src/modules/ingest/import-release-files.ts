import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Pool, withTransaction } from '../../db/pool';
import type { IngestHooks } from './ingest-hooks';
import { type IngestLogger, silentLogger } from './ingest-logger';
import type { OcdsRelease } from './ocds-types';
import { parseReleasePackage } from './parse-release-package';
import { type SourceSystem, sourceFromOcid } from './source-systems';
import { storeReleases } from './store-releases';

// Releases per transaction: big files commit in steps, so memory and lock time stay small.
const RELEASES_PER_TRANSACTION = 500;

export type ImportProgress = {
  filesDone: number;
  filesTotal: number;
  releases: number;
  newReleases: number;
  skippedReleases: number;
  failedFiles: number;
};

/** The `.json` files behind the given paths: files as given, directories' files sorted by name. */
export async function listReleaseFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    if ((await stat(given)).isDirectory()) {
      const names = (await readdir(given)).filter((name) => name.endsWith('.json')).sort();
      files.push(...names.map((name) => path.join(given, name)));
    } else {
      files.push(given);
    }
  }
  return files;
}

/**
 * Imports saved release packages (as the portals serve them, or a bare array of releases) one
 * file at a time, through the same path as the live sync: raw store, then compilation. A release
 * is filed under its ocid's portal (so a package of PCS or Sell2Wales releases needs no `--source`),
 * else under `source`; without either it is skipped. Record packages and single releases are read
 * too. A file
 * that cannot be read or parsed is logged and skipped.
 */
export async function importReleaseFiles(
  deps: { pool: Pool; logger?: IngestLogger; hooks: IngestHooks },
  options: {
    paths: string[];
    source?: SourceSystem;
    onProgress?: (progress: ImportProgress) => void;
  },
): Promise<ImportProgress> {
  const logger = deps.logger ?? silentLogger;
  const files = await listReleaseFiles(options.paths);
  const progress: ImportProgress = {
    filesDone: 0,
    filesTotal: files.length,
    releases: 0,
    newReleases: 0,
    skippedReleases: 0,
    failedFiles: 0,
  };
  for (const file of files) {
    try {
      // A saved PCS / Sell2Wales answer for a month without notices has no `releases`: empty.
      const { releases } = parseReleasePackage(await readFile(file), {
        missingReleasesIsEmpty: true,
        isSavedFile: true,
      });
      const bySource = groupBySource(releases, options.source ?? null);
      progress.skippedReleases += bySource.get(null)?.length ?? 0;
      for (const [source, group] of bySource) {
        if (source === null) continue;
        for (let start = 0; start < group.length; start += RELEASES_PER_TRANSACTION) {
          const chunk = group.slice(start, start + RELEASES_PER_TRANSACTION);
          const stored = await withTransaction(deps.pool, (client) =>
            storeReleases(client, source, chunk, logger, { hooks: deps.hooks }),
          );
          progress.releases += stored.releases;
          progress.newReleases += stored.newReleases;
        }
      }
    } catch (error) {
      progress.failedFiles += 1;
      logger.error({ file, err: error }, 'could not import release file');
    }
    progress.filesDone += 1;
    options.onProgress?.({ ...progress });
  }
  return progress;
}

function groupBySource(releases: OcdsRelease[], fallback: SourceSystem | null) {
  const groups = new Map<SourceSystem | null, OcdsRelease[]>();
  for (const release of releases) {
    const source = sourceFromOcid(release.ocid) ?? fallback;
    const group = groups.get(source);
    if (group) group.push(release);
    else groups.set(source, [release]);
  }
  return groups;
}
