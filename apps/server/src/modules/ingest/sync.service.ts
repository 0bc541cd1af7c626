import type { Pool } from '../../db/pool';
import { type IngestLogger, silentLogger } from './ingest-logger';
import {
  findUnfinishedWindows,
  type IngestWindow,
  markWindowFailed,
  planIngestWindows,
  pruneDoneWindows,
} from './ingest-progress.repository';
import {
  recordSyncAttempt,
  recordSyncError,
  recordSyncSuccess,
  updateSyncedUntil,
} from './ingest-sources.repository';
import type { DateWindow, PortalFeed } from './portal-feed';
import { withSourceLock } from './source-lock';
import type { SourceSystem } from './source-systems';
import { syncWindow } from './sync-window';

/** A window failing this many runs in a row is given up (logged, left `failed`) so later ones proceed. */
export const MAX_WINDOW_ATTEMPTS = 5;
// Finished windows are kept this long behind synced_until, for the staff to inspect.
const KEEP_DONE_WINDOWS_MS = 30 * 24 * 60 * 60 * 1000;

export type SyncDeps = {
  pool: Pool;
  /** The feed of the source to sync (built from its entry in `SYNC_SOURCES`). */
  feed: PortalFeed;
  logger?: IngestLogger;
};

export type SyncProgress = {
  source: SourceSystem;
  windowsTotal: number;
  windowsDone: number;
  pages: number;
  releases: number;
  newReleases: number;
  currentWindow: DateWindow | null;
};

export type SyncOptions = {
  from: Date;
  to: Date;
  signal?: AbortSignal;
  onProgress?: (progress: SyncProgress) => void;
};

export type SyncResult = SyncProgress & {
  windowsFailed: number;
  syncedUntil: Date | null;
  error: string | null;
};

/**
 * Syncs one portal over [from, to): plans the range into windows in `ingest_windows` (planning
 * the same range twice adds nothing), then works through every unfinished window of the source
 * oldest first, including windows a killed or failed earlier run left behind, each resuming from
 * its saved cursor. The first failing window ends the run (the portal is most likely down); it is
 * marked failed and retried first next time. Portal errors never throw: they are logged and
 * returned in `error`, and recorded on `ingest_sources`. Only an abort through `signal` throws.
 * One sync per source at a time (across processes): a second one returns at once with `error`.
 */
export async function syncSource(deps: SyncDeps, options: SyncOptions): Promise<SyncResult> {
  const { feed } = deps;
  const result = await withSourceLock(deps.pool, feed.source, () =>
    syncLockedSource(deps, feed, options),
  );
  if (result) return result;
  const error = `another sync of ${feed.source} is running`;
  (deps.logger ?? silentLogger).warn({ source: feed.source }, error);
  return {
    source: feed.source,
    windowsTotal: 0,
    windowsDone: 0,
    pages: 0,
    releases: 0,
    newReleases: 0,
    currentWindow: null,
    windowsFailed: 0,
    syncedUntil: null,
    error,
  };
}

async function syncLockedSource(
  deps: SyncDeps,
  feed: PortalFeed,
  options: SyncOptions,
): Promise<SyncResult> {
  const { pool } = deps;
  const logger = deps.logger ?? silentLogger;
  await recordSyncAttempt(pool, feed.source);
  await planIngestWindows(
    pool,
    feed.source,
    feed.planWindows({ start: options.from, end: options.to }),
  );
  const windows = await findUnfinishedWindows(pool, feed.source, MAX_WINDOW_ATTEMPTS);

  const progress: SyncProgress = {
    source: feed.source,
    windowsTotal: windows.length,
    windowsDone: 0,
    pages: 0,
    releases: 0,
    newReleases: 0,
    currentWindow: null,
  };
  const report = () => options.onProgress?.({ ...progress });
  report();
  let error: string | null = null;
  for (const window of windows) {
    progress.currentWindow = { start: window.window_start, end: window.window_end };
    report();
    error = await syncOneWindow(deps, feed, window, options, (page) => {
      progress.pages += 1;
      progress.releases += page.releases;
      progress.newReleases += page.newReleases;
      report();
    });
    if (error !== null) break;
    progress.windowsDone += 1;
    report();
  }
  if (error === null) await recordSyncSuccess(pool, feed.source, options.from);
  else await recordSyncError(pool, feed.source, error);
  const syncedUntil = await updateSyncedUntil(pool, feed.source, MAX_WINDOW_ATTEMPTS);
  if (syncedUntil) {
    const keepAfter = new Date(syncedUntil.getTime() - KEEP_DONE_WINDOWS_MS);
    await pruneDoneWindows(pool, feed.source, keepAfter);
  }
  progress.currentWindow = null;
  logger.info({ ...progress, syncedUntil, error }, 'sync finished');
  return { ...progress, windowsFailed: error === null ? 0 : 1, syncedUntil, error };
}

/** Runs one window; returns null on success or the error text (already recorded on the window). */
async function syncOneWindow(
  deps: SyncDeps,
  feed: PortalFeed,
  window: IngestWindow,
  options: SyncOptions,
  onPage: (page: { releases: number; newReleases: number }) => void,
): Promise<string | null> {
  const logger = deps.logger ?? silentLogger;
  try {
    await syncWindow({ pool: deps.pool, feed, logger }, window, { signal: options.signal, onPage });
    return null;
  } catch (caught) {
    // A kill/abort leaves the window 'running' with its saved cursor: the next run resumes it.
    if (options.signal?.aborted) throw caught;
    const message = caught instanceof Error ? caught.message : String(caught);
    logger.error(
      { source: feed.source, window: window.window_start, err: caught },
      'window failed',
    );
    await markWindowFailed(deps.pool, window, message);
    return message;
  }
}
