import { type Pool, withTransaction } from '../../db/pool';
import type { IngestHooks } from './ingest-hooks';
import { type IngestLogger, silentLogger } from './ingest-logger';
import {
  type IngestWindow,
  markWindowDone,
  markWindowRunning,
  saveWindowCursor,
} from './ingest-progress.repository';
import type { PortalFeed } from './portal-feed';
import { type StoredPage, storeReleases } from './store-releases';

/** How often a window is queried again from its start when FTS drops `links.next` mid-window. */
export const MAX_WINDOW_REQUERIES = 2;
/**
 * How often a window is read again from its first page after a cursor loop; one more loop and
 * the window fails, to be retried with back-off like any failed window (ADR 0169).
 */
export const MAX_LOOP_REQUERIES = 2;
/**
 * A portal that keeps answering with new cursors forever must not keep a sync busy forever; a
 * window that reaches this many pages fails (retried later), it is never called complete.
 */
const MAX_PAGES_PER_WINDOW = 5_000;
/**
 * Pages in a row that bring no release this pass over the window has not seen, each under a new
 * cursor: FTS has served a fresh cursor to the same page for hours. A few such pages are read on
 * (a portal may repeat a page and then go on); this many count as a cursor loop.
 */
export const MAX_PAGES_WITHOUT_NEW_RELEASES = 50;

/** A window whose cursor kept looping through every read of it: failed, retried later. */
export class CursorLoopError extends Error {
  override name = 'CursorLoopError';
}

export type SyncWindowDeps = {
  pool: Pool;
  feed: PortalFeed;
  logger?: IngestLogger;
  hooks: IngestHooks;
};

export type PageProgress = StoredPage & { window: IngestWindow; nextCursor: string | null };

/**
 * What identifies a page in a `links.next` URL: its `cursor` parameter when it has one (CF and FTS
 * links carry the position there; other parameters may change from one answer to the next),
 * else the whole link. A cursor seen before in this pass is a loop (ADR 0169).
 */
export function cursorIdentity(nextCursor: string): string {
  try {
    return new URL(nextCursor).searchParams.get('cursor') ?? nextCursor;
  } catch {
    return nextCursor;
  }
}

/**
 * Fetches and stores every page of one window, resuming from its saved cursor. Each page's raw
 * rows, recompiled opportunities and the next cursor commit in one transaction, so a kill at any
 * moment loses no page and stores none twice: the rerun starts at the first page not committed.
 * A cursor loop restarts the window from its first page (counted for health); a loop that
 * persists, or a window past MAX_PAGES_PER_WINDOW, throws, so the window fails and is retried.
 */
export async function syncWindow(
  deps: SyncWindowDeps,
  window: IngestWindow,
  options: { signal?: AbortSignal; onPage?: (progress: PageProgress) => void } = {},
): Promise<void> {
  const { pool, feed } = deps;
  const logger = deps.logger ?? silentLogger;
  const dateWindow = { start: window.window_start, end: window.window_end };
  await markWindowRunning(pool, window);
  let cursor = window.next_cursor;
  let requeries = 0;
  let loopRequeries = 0;
  const seenCursors = new Set<string>();
  const seenReleases = new Set<string>();
  let pagesWithoutNew = 0;
  for (let pageCount = 0; pageCount < MAX_PAGES_PER_WINDOW; pageCount += 1) {
    options.signal?.throwIfAborted();
    const page = await feed.fetchPage(dateWindow, cursor, options.signal);
    let nextCursor = page.nextUrl;
    let isRequery = false;
    let isCursorLoop = false;
    if (nextCursor === null && feed.isNextLinkSuspect(page) && requeries < MAX_WINDOW_REQUERIES) {
      requeries += 1;
      isRequery = true;
      logger.warn({ source: feed.source, window: dateWindow, requeries }, 'links.next vanished');
    } else if (nextCursor !== null) {
      const isSeenCursor = seenCursors.has(cursorIdentity(nextCursor));
      if (feed.mayLoop !== false) {
        pagesWithoutNew = countUnseen(page.releases, seenReleases) === 0 ? pagesWithoutNew + 1 : 0;
      }
      isCursorLoop = isSeenCursor || pagesWithoutNew >= MAX_PAGES_WITHOUT_NEW_RELEASES;
      if (isCursorLoop) {
        loopRequeries += 1;
        isRequery = true;
        // A kill from here on restarts the window from its first page.
        nextCursor = null;
        logger.warn(
          { source: feed.source, window: dateWindow, pages: pageCount + 1, loopRequeries },
          'links.next repeats a page already read (a cursor loop); reading the window again',
        );
      } else if (pagesWithoutNew > 0) {
        logger.warn(
          { source: feed.source, window: dateWindow, pagesWithoutNew },
          'a page brought no new release; reading on',
        );
      }
    }
    // A re-query saves a null cursor: a kill during it restarts the window from its first page.
    const stored = await withTransaction(pool, async (client) => {
      const result = await storeReleases(client, feed.source, page.releases, logger, {
        requestedNoticeType: page.requestedNoticeType,
        hooks: deps.hooks,
      });
      await saveWindowCursor(client, window, {
        nextCursor,
        releases: page.releases.length,
        isCursorLoop,
      });
      return result;
    });
    options.onPage?.({ ...stored, window, nextCursor });
    if (isCursorLoop && loopRequeries > MAX_LOOP_REQUERIES) {
      throw new CursorLoopError(
        `links.next looped back to a page already read in each of ${loopRequeries} reads of the window; it will be read again later`,
      );
    }
    if (isRequery) {
      // The window is read again from its first page: its releases are expected to repeat.
      seenCursors.clear();
      seenReleases.clear();
      pagesWithoutNew = 0;
    } else if (nextCursor === null) {
      await markWindowDone(pool, window);
      return;
    } else seenCursors.add(cursorIdentity(nextCursor));
    cursor = nextCursor;
  }
  throw new Error(
    `more than ${MAX_PAGES_PER_WINDOW} pages in one window without an end; it will be read again later`,
  );
}

/** How many of `releases` are not in `seen` yet; adds them. */
function countUnseen(releases: readonly { ocid: string; id: string }[], seen: Set<string>) {
  let unseen = 0;
  for (const release of releases) {
    const key = `${release.ocid}\u0000${release.id}`;
    if (!seen.has(key)) {
      seen.add(key);
      unseen += 1;
    }
  }
  return unseen;
}
