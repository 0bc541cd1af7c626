import { planGridWindows } from './plan-windows';
import type { PortalClient } from './portal-client';
import { buildPortalUrl, type DateWindow, type PortalFeed, resolveNextUrl } from './portal-feed';
import type { PortalConnectionOptions } from './portal-feed-client';
import type { SourceSystem } from './source-systems';

/** A grid-window feed's options (Contracts Finder, Find a Tender): connection, window, page. */
export type GridWindowFeedOptions = PortalConnectionOptions & {
  baseUrl: string;
  windowSizeMs?: number;
  pageSize?: number;
};

/** The portal's search: its path, the window's bound parameters and their date format. */
type WindowSearch = {
  path: string;
  fromParam: string;
  toParam: string;
  formatDate: (date: Date) => string;
};

/**
 * A feed read in fixed grid windows (`planGridWindows`, `windowMs` unless the options say): a
 * window's first page is the portal's search for it, `pageSize` at a time, and later pages follow
 * `links.next`, pinned to the configured portal.
 */
export function createGridWindowFeed(
  options: GridWindowFeedOptions,
  feed: {
    source: SourceSystem;
    client: PortalClient;
    windowMs: number;
    pageSize: number;
    search: WindowSearch;
    isNextLinkSuspect: PortalFeed['isNextLinkSuspect'];
  },
): PortalFeed {
  const { search } = feed;
  const firstPageUrl = (window: DateWindow) => {
    const url = buildPortalUrl(options.baseUrl, search.path);
    url.searchParams.set(search.fromParam, search.formatDate(window.start));
    url.searchParams.set(search.toParam, search.formatDate(window.end));
    url.searchParams.set('limit', String(feed.pageSize));
    return url.toString();
  };
  return {
    source: feed.source,
    planWindows: (range) =>
      planGridWindows(range.start, range.end, options.windowSizeMs ?? feed.windowMs),
    fetchPage(window, nextUrl, signal) {
      const url = nextUrl ? resolveNextUrl(nextUrl, options.baseUrl) : firstPageUrl(window);
      return feed.client.getPackage(url, signal);
    },
    isNextLinkSuspect: feed.isNextLinkSuspect,
  };
}
