import { createGridWindowFeed, type GridWindowFeedOptions } from './grid-window-feed';
import type { PortalFeed } from './portal-feed';
import { createFeedClient, retryAfterWaitMs } from './portal-feed-client';

/** Long FTS windows lose releases; production harvesters use six hours or less. */
export const FTS_WINDOW_MS = 6 * 60 * 60 * 1000;
/** Wait after a 429/503/504 that carries no Retry-After. */
export const FTS_DEFAULT_RETRY_AFTER_MS = 30_000;
export const FTS_PAGE_SIZE = 100;
// About 12 requests per 2 minutes are allowed: one every 10 s stays under the limit.
const FTS_MIN_INTERVAL_MS = 10_000;
const RATE_LIMIT_STATUSES = new Set([429, 503, 504]);
const RELEASES_PATH = 'api/1.0/ocdsReleasePackages';

export type FindATenderFeedOptions = GridWindowFeedOptions & {
  /** Injectable so tests need not wait 30 s. */
  defaultRetryAfterMs?: number;
};

/** `YYYY-MM-DDTHH:MM:SS` in UTC, the format the FTS API documents for updatedFrom/updatedTo. */
function formatFtsDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The Find a Tender OCDS release feed: 429/503/504 honour Retry-After, else wait 30 s. */
export function createFindATenderFeed(options: FindATenderFeedOptions): PortalFeed {
  const pageSize = options.pageSize ?? FTS_PAGE_SIZE;
  const defaultWait = options.defaultRetryAfterMs ?? FTS_DEFAULT_RETRY_AFTER_MS;
  const client = createFeedClient(options, {
    portal: 'Find a Tender',
    minIntervalMs: FTS_MIN_INTERVAL_MS,
    rateLimitWaitMs: (response) =>
      RATE_LIMIT_STATUSES.has(response.status) ? retryAfterWaitMs(response, defaultWait) : null,
  });
  return createGridWindowFeed(options, {
    source: 'FTS',
    client,
    windowMs: FTS_WINDOW_MS,
    pageSize,
    search: {
      path: RELEASES_PATH,
      fromParam: 'updatedFrom',
      toParam: 'updatedTo',
      formatDate: formatFtsDate,
    },
    isNextLinkSuspect: (page) =>
      page.nextUrl === null && page.releases.length + page.droppedReleases >= pageSize,
  });
}
