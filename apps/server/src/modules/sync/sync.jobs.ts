import type { AppDeps } from '../../app-deps';
import type { JobQueue } from '../../jobs/job-queue';
import type { IngestLogger } from '../ingest/ingest-logger';
import { cronEveryMinutes } from './cron';
import { createPortalFeeds, runScheduledSync } from './run-scheduled-sync';

export const SYNC_QUEUE = 'sync-portals';
const OVERLAP_MS = 60 * 60 * 1000;

/**
 * Background sync via pg-boss: a run at start-up, then every SYNC_INTERVAL_MINUTES. The queue is
 * `stately` (at most one queued and one running), so slow backfills never pile up, and progress
 * lives in ingest_windows, so a killed run resumes where it stopped. Returns a stopper that aborts
 * a running sync promptly on shutdown.
 */
export async function registerSyncJobs(
  boss: JobQueue,
  deps: AppDeps,
  logger: IngestLogger,
): Promise<() => void> {
  const controller = new AbortController();
  await boss.createQueue(SYNC_QUEUE, {
    name: SYNC_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInHours: 12,
  });
  const feeds = createPortalFeeds({
    cfBaseUrl: deps.env.CF_BASE_URL,
    ftsBaseUrl: deps.env.FTS_BASE_URL,
    logger,
  });
  await boss.work(SYNC_QUEUE, async () => {
    await runScheduledSync({
      pool: deps.db,
      feeds,
      backfillDays: deps.env.SYNC_BACKFILL_DAYS,
      overlapMs: OVERLAP_MS,
      logger,
      signal: controller.signal,
    });
  });
  await boss.schedule(SYNC_QUEUE, cronEveryMinutes(deps.env.SYNC_INTERVAL_MINUTES), {}, {});
  await boss.send(SYNC_QUEUE, {});
  return () => controller.abort();
}
