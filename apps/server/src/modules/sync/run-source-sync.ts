import type { Pool } from '../../db/pool';
import type { IngestLogger } from '../ingest/ingest-logger';
import { findPlannedUntil } from '../ingest/ingest-progress.repository';
import { findIngestSource } from '../ingest/ingest-sources.repository';
import { chooseSyncRange } from '../ingest/plan-windows';
import type { PortalFeed } from '../ingest/portal-feed';
import { withSourceLock } from '../ingest/source-lock';
import { type SyncResult, syncSourceHoldingLock } from '../ingest/sync.service';
import { rebuildLeaderboardSummary } from '../leaderboards/leaderboard-summary.repository';
import { replaceSampleDataWithLiveData } from './replace-sample-data';

export type SourceSyncOptions = {
  pool: Pool;
  feed: PortalFeed;
  backfillDays: number;
  overlapMs: number;
  logger: IngestLogger;
  signal?: AbortSignal;
  /** No window is started after this long; the rest waits for the next run. */
  budgetMs?: number;
  now?: () => Date;
};

/**
 * One scheduled run of one source, from where it got to (or a backfill on its first run). A
 * portal that is down only records its error. Other sources run on their own queues and never
 * wait for this one. The source's lock is held for the whole run, so "active job, lock free"
 * means the process running the job is gone (`failAbandonedSyncJobs`). Returns null when another
 * process is syncing the source.
 */
export async function runSourceSync(options: SourceSyncOptions): Promise<SyncResult | null> {
  const { feed, pool, logger } = options;
  return withSourceLock(pool, feed.source, async () => {
    const now = options.now ?? (() => new Date());
    const startedAt = now();
    const [status, plannedUntil] = await Promise.all([
      findIngestSource(pool, feed.source),
      findPlannedUntil(pool, feed.source),
    ]);
    const range = chooseSyncRange({
      syncedUntil: status?.synced_until ?? null,
      plannedUntil,
      now: startedAt,
      backfillMs: options.backfillDays * 86_400_000,
      overlapMs: options.overlapMs,
    });
    const stopStartingAt =
      options.budgetMs === undefined ? undefined : new Date(startedAt.getTime() + options.budgetMs);
    const result = await syncSourceHoldingLock(
      { pool, feed, logger },
      { from: range.start, to: range.end, signal: options.signal, stopStartingAt, now },
    );
    await replaceSampleDataWithLiveData(pool, logger);
    if (result.newReleases > 0) await refreshLeaderboards(pool, logger);
    return result;
  });
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
