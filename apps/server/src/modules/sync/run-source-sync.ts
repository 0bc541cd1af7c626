import type { Pool } from '../../db/pool';
import type { IngestLogger } from '../ingest/ingest-logger';
import { findIngestSource } from '../ingest/ingest-sources.repository';
import { chooseSyncRange } from '../ingest/plan-windows';
import type { PortalFeed } from '../ingest/portal-feed';
import { type SyncResult, syncSource } from '../ingest/sync.service';
import { rebuildLeaderboardSummary } from '../leaderboards/leaderboard-summary.repository';
import { replaceSampleDataWithLiveData } from './replace-sample-data';

export type SourceSyncOptions = {
  pool: Pool;
  feed: PortalFeed;
  backfillDays: number;
  overlapMs: number;
  logger: IngestLogger;
  signal?: AbortSignal;
  now?: () => Date;
};

/**
 * One scheduled run of one source, from where it got to (or a backfill on its first run). A
 * portal that is down only records its error. Other sources run on their own queues and never
 * wait for this one.
 */
export async function runSourceSync(options: SourceSyncOptions): Promise<SyncResult> {
  const now = options.now?.() ?? new Date();
  const { feed, pool, logger } = options;
  const status = await findIngestSource(pool, feed.source);
  // No clamp on a long absence: the sync covers everything since it last got to (no gap).
  const range = chooseSyncRange({
    syncedUntil: status?.synced_until ?? null,
    now,
    backfillMs: options.backfillDays * 86_400_000,
    overlapMs: options.overlapMs,
  });
  const result = await syncSource(
    { pool, feed, logger },
    { from: range.start, to: range.end, signal: options.signal },
  );
  await replaceSampleDataWithLiveData(pool, logger);
  if (result.newReleases > 0) await refreshLeaderboards(pool, logger);
  return result;
}

/**
 * Rebuilds the leaderboard summary (ADR 0025) right after a sync that brought anything new, so
 * visitors read the pre-ranked boards instead of waiting on the live query until a read asks for
 * a rebuild. A failure is only logged: the boards stay exact through the live fallback.
 */
async function refreshLeaderboards(pool: Pool, logger: IngestLogger) {
  const started = performance.now();
  try {
    if (await rebuildLeaderboardSummary(pool)) {
      logger.info({ ms: Math.round(performance.now() - started) }, 'leaderboards rebuilt');
    }
  } catch (error) {
    logger.warn({ err: error }, 'leaderboard rebuild after sync failed');
  }
}
