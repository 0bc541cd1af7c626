import type { Env } from '../../config/env';
import type { IngestLogger } from './ingest-logger';
import type { PortalFeed } from './portal-feed';
import type { SourceSystem } from './source-systems';

/** What every source's feed is built from: the validated settings and the shared limits. */
export type SourceFeedContext = {
  env: Env;
  logger: IngestLogger;
  /** The largest response body any portal request may read (`PORTAL_MAX_RESPONSE_MB`). */
  maxResponseBytes: number;
};

/**
 * One notice source in the registry (`SYNC_SOURCES`). The scheduler gives each registered
 * source its own pg-boss queue, schedule, windows and back-off, so adding a portal is: write
 * its feed (a `PortalFeed`: how to cut a range into windows and fetch one page), then add one
 * entry here. Nothing else in the sync machinery names a portal.
 */
export type SyncSourceDefinition = {
  source: SourceSystem;
  /** The portal's name in logs and in the sync state. */
  label: string;
  createFeed(context: SourceFeedContext): PortalFeed;
  /** Minutes between scheduled runs of this source; `SYNC_INTERVAL_MINUTES` when absent. */
  intervalMinutes?(env: Env): number;
};
