import { createGridWindowFeed, type GridWindowFeedOptions } from './grid-window-feed';
import { formatUtcSeconds, type PortalFeed } from './portal-feed';
import { createFeedClient } from './portal-feed-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contracts Finder answers only some months without windows; ~15 days is what harvesters use. */
export const CF_WINDOW_MS = 15 * DAY_MS;
/** CF's documented rule after its 403 rate-limit answer: no request for five minutes. */
export const CF_RATE_LIMIT_PAUSE_MS = 5 * 60 * 1000;
export const CF_PAGE_SIZE = 100;
const CF_MIN_INTERVAL_MS = 1_000;
const SEARCH_PATH = 'Published/Notices/OCDS/Search';

export type ContractsFinderFeedOptions = GridWindowFeedOptions & {
  /** Injectable so tests need not wait five minutes. */
  rateLimitPauseMs?: number;
};

/**
 * The Contracts Finder OCDS search feed. Its rate limit is an HTTP 403 with an HTML body, not a
 * 429, so every 403 is treated as "slow down" and pauses the client.
 */
export function createContractsFinderFeed(options: ContractsFinderFeedOptions): PortalFeed {
  const pauseMs = options.rateLimitPauseMs ?? CF_RATE_LIMIT_PAUSE_MS;
  const client = createFeedClient(options, {
    portal: 'Contracts Finder',
    minIntervalMs: CF_MIN_INTERVAL_MS,
    rateLimitWaitMs: (response) => (response.status === 403 ? pauseMs : null),
  });
  return createGridWindowFeed(options, {
    source: 'ContractsFinder',
    client,
    windowMs: CF_WINDOW_MS,
    pageSize: options.pageSize ?? CF_PAGE_SIZE,
    search: {
      path: SEARCH_PATH,
      fromParam: 'publishedFrom',
      toParam: 'publishedTo',
      formatDate: formatUtcSeconds,
    },
    isNextLinkSuspect: () => false,
  });
}
