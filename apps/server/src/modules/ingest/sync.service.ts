import type { Pool } from '../../db/pool';
import type { IngestHooks } from './ingest-hooks';
import { type IngestLogger, silentLogger } from './ingest-logger';
import {
  findDueWindows,
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
import { MAX_CONSECUTIVE_WINDOW_FAILURES, nextWindowRetryAt } from './window-retry';

// Finished windows are kept this long behind synced_until, for the staff to inspect.
const KEEP_DONE_WINDOWS_MS = 30 * 24 * 60 * 60 * 1000;

export type SyncDeps = {
  pool: Pool;
  /** The feed of the source to sync (built from its entry in `SYNC_SOURCES`). */
  feed: PortalFeed;
  logger?: IngestLogger;
  /** What other modules do with each stored page (ADR 0192). */
  hooks: IngestHooks;
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
  /** No window is started after this time: the rest waits for the next run (a bounded job). */
  stopStartingAt?: Date;
  onProgress?: (progress: SyncProgress) => void;
  now?: () => Date;
};

export type SyncResult = SyncProgress & {
  windowsFailed: number;
  syncedUntil: Date | null;
  error: string | null;
};

/**
 * Syncs one portal over [from, to): plans the range into windows in `ingest_windows` (planning
 * the same range twice adds nothing), then works through every due window of the source oldest
 * first, including windows a killed or failed earlier run left behind, each resuming from its
 * saved cursor. A failing window is marked failed with a retry time and the run moves on to the
 * next; several failing in a row end the run (the portal is most likely down). Portal errors
 * never throw: they are logged, returned in `error` and recorded on `ingest_sources`. Only an
 * abort through `signal` throws. One sync per source at a time (across processes): a second one
 * returns at once with `error`.
 */
export async function syncSource(deps: SyncDeps, options: SyncOptions): Promise<SyncResult> {
  const { feed } = deps;
  const result = await withSourceLock(deps.pool, feed.source, () =>
    syncSourceHoldingLock(deps, options),
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

/** `syncSource` for a caller that already holds the source's lock (`withSourceLock`). */
export async function syncSourceHoldingLock(
  deps: SyncDeps,
  options: SyncOptions,
): Promise<SyncResult> {
  const { pool, feed } = deps;
  const logger = deps.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());
  await recordSyncAttempt(pool, feed.source);
  await planIngestWindows(
    pool,
    feed.source,
    feed.planWindows({ start: options.from, end: options.to }),
  );
  const windows = await findDueWindows(pool, feed.source, now());

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
  let lastError: string | null = null;
  let windowsFailed = 0;
  let failuresInARow = 0;
  for (const window of windows) {
    if (options.stopStartingAt && now() >= options.stopStartingAt) break;
    progress.currentWindow = { start: window.window_start, end: window.window_end };
    report();
    const error = await syncOneWindow(deps, window, options, (page) => {
      progress.pages += 1;
      progress.releases += page.releases;
      progress.newReleases += page.newReleases;
      report();
    });
    if (error === null) {
      failuresInARow = 0;
      progress.windowsDone += 1;
      report();
      continue;
    }
    lastError = error;
    windowsFailed += 1;
    failuresInARow += 1;
    await recordSyncError(pool, feed.source, error);
    if (failuresInARow >= MAX_CONSECUTIVE_WINDOW_FAILURES) break;
  }
  if (windowsFailed === 0) await recordSyncSuccess(pool, feed.source, options.from);
  const syncedUntil = await updateSyncedUntil(pool, feed.source);
  if (syncedUntil) {
    const keepAfter = new Date(syncedUntil.getTime() - KEEP_DONE_WINDOWS_MS);
    await pruneDoneWindows(pool, feed.source, keepAfter);
  }
  progress.currentWindow = null;
  logger.info({ ...progress, windowsFailed, syncedUntil, error: lastError }, 'sync finished');
  return { ...progress, windowsFailed, syncedUntil, error: lastError };
}

/** Runs one window; returns null on success or the error text (already recorded on the window). */
async function syncOneWindow(
  deps: SyncDeps,
  window: IngestWindow,
  options: SyncOptions,
  onPage: (page: { releases: number; newReleases: number }) => void,
): Promise<string | null> {
  const { feed } = deps;
  const logger = deps.logger ?? silentLogger;
  try {
    await syncWindow({ pool: deps.pool, feed, logger, hooks: deps.hooks }, window, {
      signal: options.signal,
      onPage,
    });
    return null;
  } catch (caught) {
    // A kill/abort leaves the window 'running' with its saved cursor: the next run resumes it.
    if (options.signal?.aborted) throw caught;
    const message = caught instanceof Error ? caught.message : String(caught);
    // markWindowRunning counted this attempt.
    const retryAt = nextWindowRetryAt(window.attempts + 1, options.now?.() ?? new Date());
    logger.error(
      { source: feed.source, window: window.window_start, retryAt, err: caught },
      'window failed; it will be retried',
    );
    await markWindowFailed(deps.pool, window, { error: message, retryAt });
    return message;
  }
}
