import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../app-deps';
import type { Pool } from '../../db/pool';
import type { JobQueue } from '../../jobs/job-queue';
import type { IngestLogger } from '../ingest/ingest-logger';
import type { PortalFeed } from '../ingest/portal-feed';
import { createSourceFeedContext, SYNC_SOURCES } from '../ingest/source-registry';
import type { SourceSystem } from '../ingest/source-systems';
import { cronEveryMinutes } from './cron';
import { failAbandonedSyncJobs } from './fail-abandoned-sync-jobs';
import { runSourceSync } from './run-source-sync';
import type { SyncReactions } from './sync-reactions';

const OVERLAP_MS = 60 * 60 * 1000;
/** The one queue every portal shared before each source got its own (ADR 0060). */
const RETIRED_SYNC_QUEUE = 'sync-portals';
/**
 * How long pg-boss lets one run stay active. pg-boss applies its 15-minute default unless the
 * queue row carries `expire_seconds`, so it is set on create and on every start (ADR 0062).
 */
export const SYNC_JOB_EXPIRY_SECONDS = 2 * 60 * 60;
/**
 * A run starts no window after this long, so it ends well inside its expiry even when one
 * window sits through rate-limit pauses; the windows left wait for the next run, due at once.
 */
export const SYNC_RUN_BUDGET_MS = 45 * 60 * 1000;
/** How often each source looks for a run a dead process left active. */
const ABANDONED_CHECK_INTERVAL_MS = 30 * 1000;

/** Each source's own pg-boss queue: `sync-ContractsFinder`, `sync-FTS`, ... */
export const syncQueueName = (source: SourceSystem) => `sync-${source}`;

export type SourceJobOptions = {
  pool: Pool;
  feed: PortalFeed;
  intervalMinutes: number;
  backfillDays: number;
  logger: IngestLogger;
  signal: AbortSignal;
  reactions: SyncReactions;
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
  reactions: SyncReactions,
): Promise<() => void> {
  const controller = new AbortController();
  await retireSharedQueue(boss);
  const context = createSourceFeedContext(deps.env, logger);
  const stoppers: Array<() => void> = [];
  for (const definition of SYNC_SOURCES) {
    const stop = await registerSourceSyncJob(boss, {
      pool: deps.db,
      feed: definition.createFeed(context),
      intervalMinutes: definition.intervalMinutes?.(deps.env) ?? deps.env.SYNC_INTERVAL_MINUTES,
      backfillDays: deps.env.SYNC_BACKFILL_DAYS,
      logger,
      signal: controller.signal,
      reactions,
    });
    stoppers.push(stop);
  }
  return () => {
    controller.abort();
    for (const stop of stoppers) stop();
  };
}

/**
 * One source's queue: `stately` (at most one queued and one running), so slow backfills never
 * pile up; progress lives in `ingest_windows`, so a killed run resumes where it stopped. A run a
 * dead process left active is failed at start-up and every half minute after
 * (`failAbandonedSyncJobs`), so the next run starts at once instead of after the expiry.
 * Returns a stopper for the periodic check.
 */
export async function registerSourceSyncJob(
  boss: JobQueue,
  options: SourceJobOptions,
): Promise<() => void> {
  const { source } = options.feed;
  const queue = syncQueueName(source);
  const queueOptions: PgBoss.Queue = {
    name: queue,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: SYNC_JOB_EXPIRY_SECONDS,
  };
  await boss.createQueue(queue, queueOptions);
  // createQueue leaves an existing queue's options alone: bring them to what this code asks.
  await boss.updateQueue(queue, queueOptions);
  await options.reactions.prepareQueues(boss);
  await boss.work(queue, async ([job]) => {
    const result = await runSourceSync({
      pool: options.pool,
      feed: options.feed,
      backfillDays: options.backfillDays,
      overlapMs: OVERLAP_MS,
      logger: options.logger,
      signal: options.signal,
      budgetMs: SYNC_RUN_BUDGET_MS,
      reactions: options.reactions,
    });
    // New or changed notices: instant alerts and change emails go out now (ADR 0090).
    if (result && result.newReleases > 0) {
      await options.reactions.afterSyncJob(boss, {
        source: options.feed.source,
        syncJobId: job?.id ?? null,
      });
    }
  });
  const failAbandoned = () =>
    failAbandonedSyncJobs(boss, options.pool, { source, queue, logger: options.logger });
  await failAbandoned();
  await boss.schedule(queue, cronEveryMinutes(options.intervalMinutes), {}, {});
  await boss.send(queue, {});
  const timer = setInterval(() => {
    failAbandoned().catch((error) =>
      options.logger.warn({ err: error, source }, 'checking for abandoned sync jobs failed'),
    );
  }, ABANDONED_CHECK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

async function retireSharedQueue(boss: JobQueue) {
  if (!(await boss.getQueue(RETIRED_SYNC_QUEUE))) return;
  await boss.unschedule(RETIRED_SYNC_QUEUE);
  await boss.deleteQueue(RETIRED_SYNC_QUEUE);
}
