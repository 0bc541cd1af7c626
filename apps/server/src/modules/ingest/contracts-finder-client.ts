import type { IngestLogger } from './ingest-logger';
import { planGridWindows } from './plan-windows';
import {
  buildPortalUrl,
  type DateWindow,
  formatUtcSeconds,
  type PortalFeed,
  resolveNextUrl,
} from './portal-feed';
import { createFeedClient } from './portal-feed-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contracts Finder answers only some months without windows; ~15 days is what harvesters use. */
export const CF_WINDOW_MS = 15 * DAY_MS;
/** CF's documented rule after its 403 rate-limit answer: no request for five minutes. */
export const CF_RATE_LIMIT_PAUSE_MS = 5 * 60 * 1000;
export const CF_PAGE_SIZE = 100;
const CF_MIN_INTERVAL_MS = 1_000;
const SEARCH_PATH = 'Published/Notices/OCDS/Search';

export type ContractsFinderFeedOptions = {
  baseUrl: string;
  logger?: IngestLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
  maxRetries?: number;
  backoffBaseMs?: number;
  minIntervalMs?: number;
  /** Injectable so tests need not wait five minutes. */
  rateLimitPauseMs?: number;
  windowSizeMs?: number;
  pageSize?: number;
  maxResponseBytes?: number;
};

/**
 * The Contracts Finder OCDS search feed. Its rate limit is an HTTP 403 with an HTML body, not a
 * 429, so every 403 is treated as "slow down" and pauses the client.
 */
export function createContractsFinderFeed(options: ContractsFinderFeedOptions): PortalFeed {
  const pageSize = options.pageSize ?? CF_PAGE_SIZE;
  const pauseMs = options.rateLimitPauseMs ?? CF_RATE_LIMIT_PAUSE_MS;
  const client = createFeedClient(options, {
    portal: 'Contracts Finder',
    minIntervalMs: CF_MIN_INTERVAL_MS,
    rateLimitWaitMs: (response) => (response.status === 403 ? pauseMs : null),
  });

  const firstPageUrl = (window: DateWindow) => {
    const url = buildPortalUrl(options.baseUrl, SEARCH_PATH);
    url.searchParams.set('publishedFrom', formatUtcSeconds(window.start));
    url.searchParams.set('publishedTo', formatUtcSeconds(window.end));
    url.searchParams.set('limit', String(pageSize));
    return url.toString();
  };

  return {
    source: 'ContractsFinder',
    planWindows: (range) =>
      planGridWindows(range.start, range.end, options.windowSizeMs ?? CF_WINDOW_MS),
    fetchPage(window, nextUrl, signal) {
      const url = nextUrl ? resolveNextUrl(nextUrl, options.baseUrl) : firstPageUrl(window);
      return client.getPackage(url, signal);
    },
    isNextLinkSuspect: () => false,
  };
}
