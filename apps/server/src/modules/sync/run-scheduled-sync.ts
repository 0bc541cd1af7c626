import type { Pool } from '../../db/pool';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import type { IngestLogger } from '../ingest/ingest-logger';
import { findIngestSource } from '../ingest/ingest-sources.repository';
import { chooseSyncRange } from '../ingest/plan-windows';
import type { PortalFeed } from '../ingest/portal-feed';
import type { SourceSystem } from '../ingest/source-systems';
import { type SyncResult, syncSource } from '../ingest/sync.service';
import { rebuildLeaderboardSummary } from '../leaderboards/leaderboard-summary.repository';
import { replaceSampleDataWithLiveData } from './replace-sample-data';

export type ScheduledSyncOptions = {
  pool: Pool;
  feeds: Record<SourceSystem, PortalFeed>;
  backfillDays: number;
  overlapMs: number;
  logger: IngestLogger;
  signal?: AbortSignal;
  now?: () => Date;
};

export function createPortalFeeds(options: {
  cfBaseUrl: string;
  ftsBaseUrl: string;
  logger: IngestLogger;
}): Record<SourceSystem, PortalFeed> {
  return {
    ContractsFinder: createContractsFinderFeed({
      baseUrl: options.cfBaseUrl,
      logger: options.logger,
    }),
    FTS: createFindATenderFeed({ baseUrl: options.ftsBaseUrl, logger: options.logger }),
  };
}

/**
 * One scheduled run: both portals in parallel (each keeps to one request at a time), each from
 * where it got to. A portal that is down only records its error; the other still syncs.
 */
export async function runScheduledSync(options: ScheduledSyncOptions): Promise<SyncResult[]> {
  const now = options.now?.() ?? new Date();
  const sources = Object.keys(options.feeds) as SourceSystem[];
  const results = await Promise.all(
    sources.map(async (source) => {
      const status = await findIngestSource(options.pool, source);
      // No clamp on a long absence: the sync covers everything since it last got to (no gap).
      const range = chooseSyncRange({
        syncedUntil: status?.synced_until ?? null,
        now,
        backfillMs: options.backfillDays * 86_400_000,
        overlapMs: options.overlapMs,
      });
      return syncSource(
        { pool: options.pool, feeds: options.feeds, logger: options.logger },
        { source, from: range.start, to: range.end, signal: options.signal },
      );
    }),
  );
  for (const result of results) {
    options.logger.info(
      {
        source: result.source,
        releases: result.releases,
        newReleases: result.newReleases,
        error: result.error,
      },
      'sync finished',
    );
  }
  await replaceSampleDataWithLiveData(options.pool, options.logger);
  await refreshLeaderboards(options, results);
  return results;
}

/**
 * Rebuilds the leaderboard summary (ADR 0025) right after a sync that brought anything new, so
 * visitors read the pre-ranked boards instead of waiting on the live query until a read asks for
 * a rebuild. A failure is only logged: the boards stay exact through the live fallback.
 */
async function refreshLeaderboards(options: ScheduledSyncOptions, results: SyncResult[]) {
  if (!results.some((result) => result.newReleases > 0)) return;
  const started = performance.now();
  try {
    if (await rebuildLeaderboardSummary(options.pool)) {
      options.logger.info({ ms: Math.round(performance.now() - started) }, 'leaderboards rebuilt');
    }
  } catch (error) {
    options.logger.warn({ err: error }, 'leaderboard rebuild after sync failed');
  }
}
