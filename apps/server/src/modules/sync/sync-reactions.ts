import type { Pool } from '../../db/pool';
import type { JobQueue } from '../../jobs/job-queue';
import type { IngestHooks } from '../ingest/ingest-hooks';
import type { IngestLogger } from '../ingest/ingest-logger';
import type { SourceSystem } from '../ingest/source-systems';

/**
 * What other modules do when a scheduled sync brings new data (ADR 0192). The sync is given these
 * by server.ts (built in src/data-reactions.ts) and never imports alerts or leaderboards.
 */
export type SyncReactions = {
  /** What every stored page runs (favourite changes, organisation links). */
  ingest: IngestHooks;
  /** After a run stored new releases, still holding the source's lock: leaderboards rebuild. */
  afterNewReleasesStored(pool: Pool, logger: IngestLogger): Promise<void>;
  /** Once the run's job is done, when it stored new releases: instant alerts (ADR 0090). */
  afterSyncJob(
    boss: JobQueue,
    run: { source: SourceSystem; syncJobId: string | null },
  ): Promise<void>;
  /** Queues the reactions send to, created before the sync's first run. */
  prepareQueues(boss: JobQueue): Promise<void>;
};
