import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../app-deps';
import type { Pool } from '../../db/pool';
import type { JobQueue } from '../../jobs/job-queue';
import type { IngestLogger } from '../ingest/ingest-logger';
import type { PortalFeed } from '../ingest/portal-feed';
import { createSourceFeedContext, SYNC_SOURCES } from '../ingest/source-registry';
import type { SourceSystem } from '../ingest/source-systems';
import { cronEveryMinutes } from './cron';
import { runSourceSync } from './run-source-sync';

const OVERLAP_MS = 60 * 60 * 1000;
/** The one queue every portal shared before each source got its own (ADR 0060). */
const RETIRED_SYNC_QUEUE = 'sync-portals';
/**
 * How long pg-boss lets one run stay active. pg-boss applies its 15-minute default unless the
 * queue row carries `expire_seconds`, so it is set on create and on every start (ADR 0062).
 */
export const SYNC_JOB_EXPIRY_SECONDS = 2 * 60 * 60;

/** Each source's own pg-boss queue: `sync-ContractsFinder`, `sync-FTS`, ... */
export const syncQueueName = (source: SourceSystem) => `sync-${source}`;

export type SourceJobOptions = {
  pool: Pool;
  feed: PortalFeed;
  intervalMinutes: number;
  backfillDays: number;
  logger: IngestLogger;
  signal: AbortSignal;
};

/**
 * Background sync via pg-boss: every registered source gets its own queue, schedule and run at
 * start-up, so one portal's rate-limit pause or outage never holds the others. Returns a
 * stopper that aborts running syncs promptly on shutdown.
 */
export async function registerSyncJobs(
  boss: JobQueue,
  deps: AppDeps,
  logger: IngestLogger,
): Promise<() => void> {
  const controller = new AbortController();
  await retireSharedQueue(boss);
  const context = createSourceFeedContext(deps.env, logger);
  for (const definition of SYNC_SOURCES) {
    await registerSourceSyncJob(boss, {
      pool: deps.db,
      feed: definition.createFeed(context),
      intervalMinutes: definition.intervalMinutes?.(deps.env) ?? deps.env.SYNC_INTERVAL_MINUTES,
      backfillDays: deps.env.SYNC_BACKFILL_DAYS,
      logger,
      signal: controller.signal,
    });
  }
  return () => controller.abort();
}

/**
 * One source's queue: `stately` (at most one queued and one running), so slow backfills never
 * pile up; progress lives in `ingest_windows`, so a killed run resumes where it stopped.
 */
export async function registerSourceSyncJob(boss: JobQueue, options: SourceJobOptions) {
  const queue = syncQueueName(options.feed.source);
  const queueOptions: PgBoss.Queue = {
    name: queue,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: SYNC_JOB_EXPIRY_SECONDS,
  };
  await boss.createQueue(queue, queueOptions);
  // createQueue leaves an existing queue's options alone: bring them to what this code asks.
  await boss.updateQueue(queue, queueOptions);
  await boss.work(queue, async () => {
    await runSourceSync({
      pool: options.pool,
      feed: options.feed,
      backfillDays: options.backfillDays,
      overlapMs: OVERLAP_MS,
      logger: options.logger,
      signal: options.signal,
    });
  });
  await boss.schedule(queue, cronEveryMinutes(options.intervalMinutes), {}, {});
  await boss.send(queue, {});
}

async function retireSharedQueue(boss: JobQueue) {
  if (!(await boss.getQueue(RETIRED_SYNC_QUEUE))) return;
  await boss.unschedule(RETIRED_SYNC_QUEUE);
  await boss.deleteQueue(RETIRED_SYNC_QUEUE);
}
