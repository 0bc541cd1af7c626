import type { Pool } from '../../db/pool';
import { findIngestSource, findPlannedUntil } from '../ingest';
import type { IngestLogger } from '../ingest/ingest-logger';
import { chooseSyncRange } from '../ingest/plan-windows';
import type { PortalFeed } from '../ingest/portal-feed';
import { withSourceLock } from '../ingest/source-lock';
import { type SyncResult, syncSourceHoldingLock } from '../ingest/sync.service';
import { replaceSampleDataWithLiveData } from './replace-sample-data';
import type { SyncReactions } from './sync-reactions';

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
  /** What other modules do with the new data (ADR 0192). */
  reactions: Pick<SyncReactions, 'ingest' | 'afterNewReleasesStored'>;
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
      { pool, feed, logger, hooks: options.reactions.ingest },
      { from: range.start, to: range.end, signal: options.signal, stopStartingAt, now },
    );
    await replaceSampleDataWithLiveData(pool, logger);
    if (result.newReleases > 0) await options.reactions.afterNewReleasesStored(pool, logger);
    return result;
  });
}
