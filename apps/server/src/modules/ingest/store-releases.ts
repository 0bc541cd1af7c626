import type { Queryable } from '../../db/pool';
import type { IngestHooks } from './ingest-hooks';
import { type IngestLogger, silentLogger } from './ingest-logger';
import type { OcdsRelease } from './ocds-types';
import { insertRawReleases } from './raw-releases.repository';
import { recompileOcids } from './recompile-ocids';
import { type SourceSystem, sourceFromOcid } from './source-systems';

export type StoredPage = { releases: number; newReleases: number; compiledOcids: number };

/**
 * Stores a page of releases and brings their opportunities up to date: raw rows first (a release
 * already stored is skipped), then every ocid that gained a release is compiled again from all of
 * its releases. Run inside one transaction with the cursor update, so a page is all or nothing.
 * Releases are filed under their ocid's portal; `fallbackSource` covers unknown ocid prefixes.
 * `requestedNoticeType` is the notice type a PCS / Sell2Wales page was asked for (ADR 0095).
 * `hooks` are what other modules do with the new data (ADR 0192): required, so the sync, imports
 * and recompiles pass src/data-reactions.ts's, and a test corpus that wants none says `noHooks`.
 */
export async function storeReleases(
  db: Queryable,
  fallbackSource: SourceSystem,
  releases: OcdsRelease[],
  logger: IngestLogger = silentLogger,
  options: { requestedNoticeType?: number; hooks: IngestHooks },
): Promise<StoredPage> {
  const bySource = new Map<SourceSystem, OcdsRelease[]>();
  for (const release of releases) {
    const source = sourceFromOcid(release.ocid) ?? fallbackSource;
    const group = bySource.get(source);
    if (group) group.push(release);
    else bySource.set(source, [release]);
  }
  const changed: string[] = [];
  let newReleases = 0;
  for (const [source, group] of bySource) {
    const result = await insertRawReleases(db, source, group, options.requestedNoticeType);
    changed.push(...result.ocids);
    newReleases += result.inserted;
  }
  // Followed opportunities are compared before and after, so their followers hear what changed.
  const { hooks } = options;
  const compiledOcids = await hooks.aroundRecompile(db, changed, () =>
    recompileOcids(db, changed, logger, hooks),
  );
  return { releases: releases.length, newReleases, compiledOcids };
}
