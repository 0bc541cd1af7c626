import { type Pool, withTransaction } from '../../db/pool';
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
// A portal that keeps answering with new cursors forever must not keep a sync busy forever.
const MAX_PAGES_PER_WINDOW = 5_000;
/**
 * Pages in a row that bring no release this pass over the window has not seen: a cursor loop
 * (FTS has served a fresh cursor to the same page for hours). The window ends there, complete.
 */
export const MAX_PAGES_WITHOUT_NEW_RELEASES = 3;

export type SyncWindowDeps = { pool: Pool; feed: PortalFeed; logger?: IngestLogger };

export type PageProgress = StoredPage & { window: IngestWindow; nextCursor: string | null };

/**
 * Fetches and stores every page of one window, resuming from its saved cursor. Each page's raw
 * rows, recompiled opportunities and the next cursor commit in one transaction, so a kill at any
 * moment loses no page and stores none twice: the rerun starts at the first page not committed.
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
  const seenCursors = new Set<string>();
  const seenReleases = new Set<string>();
  let pagesWithoutNew = 0;
  for (let pageCount = 0; pageCount < MAX_PAGES_PER_WINDOW; pageCount += 1) {
    options.signal?.throwIfAborted();
    const page = await feed.fetchPage(dateWindow, cursor, options.signal);
    let nextCursor = page.nextUrl;
    let isRequery = false;
    if (nextCursor === null && feed.isNextLinkSuspect(page) && requeries < MAX_WINDOW_REQUERIES) {
      requeries += 1;
      isRequery = true;
      logger.warn({ source: feed.source, window: dateWindow, requeries }, 'links.next vanished');
    } else if (nextCursor !== null && seenCursors.has(nextCursor)) {
      logger.warn({ source: feed.source, nextCursor }, 'links.next repeats; window complete');
      nextCursor = null;
    } else if (nextCursor !== null && feed.mayLoop !== false) {
      pagesWithoutNew = countUnseen(page.releases, seenReleases) === 0 ? pagesWithoutNew + 1 : 0;
      if (pagesWithoutNew >= MAX_PAGES_WITHOUT_NEW_RELEASES) {
        logger.warn(
          { source: feed.source, window: dateWindow, pages: pageCount + 1 },
          'pages bring no new releases (a cursor loop); window complete',
        );
        nextCursor = null;
      }
    }
    // A re-query saves a null cursor: a kill during it restarts the window from its first page.
    const stored = await withTransaction(pool, async (client) => {
      const result = await storeReleases(client, feed.source, page.releases, logger, {
        requestedNoticeType: page.requestedNoticeType,
      });
      await saveWindowCursor(client, window, { nextCursor, releases: page.releases.length });
      return result;
    });
    options.onPage?.({ ...stored, window, nextCursor });
    if (isRequery) {
      // The window is read again from its first page: its releases are expected to repeat.
      seenCursors.clear();
      seenReleases.clear();
      pagesWithoutNew = 0;
    } else if (nextCursor === null) break;
    else seenCursors.add(nextCursor);
    cursor = nextCursor;
  }
  await markWindowDone(pool, window);
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
