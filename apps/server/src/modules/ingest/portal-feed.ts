import type { ParsedPackage } from './ocds-types';
import type { SourceSystem } from './source-systems';

/** A half-open publication window [start, end) asked of a portal. */
export type DateWindow = { start: Date; end: Date };

/**
 * One portal's release feed, as the sync service sees it. The sync cuts its range into the
 * feed's windows, then asks for pages until a page has no `nextUrl`. `nextUrl` is an opaque
 * cursor owned by the feed: a portal's `links.next` URL (CF, FTS) or anything else the feed can
 * resume from (e.g. the next notice type of a month for a portal without paging). It is saved
 * after every stored page, so it must survive a restart as text.
 */
export interface PortalFeed {
  source: SourceSystem;
  /**
   * Cuts [range.start, range.end) into the windows this portal answers completely (CF about 15
   * days, FTS 6 hours, a calendar month for portals queried by month). The same range must give
   * the same windows, so planning twice adds nothing (`planGridWindows`, `planMonthWindows`).
   */
  planWindows(range: DateWindow): DateWindow[];
  /** The first page of `window`, or the page behind a saved cursor. */
  fetchPage(
    window: DateWindow,
    nextUrl: string | null,
    signal?: AbortSignal,
  ): Promise<ParsedPackage>;
  /**
   * True when a page without `links.next` looks cut short (a full page): FTS sometimes drops the
   * link mid-window, and the cure is to query the window again.
   */
  isNextLinkSuspect(page: ParsedPackage): boolean;
  /**
   * False when the cursor is the feed's own finite plan (e.g. the next notice type of a month),
   * so pages without new releases are expected and cannot be a portal's cursor loop. Default true.
   */
  mayLoop?: boolean;
}

/** `base` joined with a relative API path, keeping any path prefix the base URL has. */
export function buildPortalUrl(baseUrl: string, relativePath: string): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return new URL(relativePath, base);
}

/**
 * The saved `links.next` URL, pinned to the configured portal origin: a link to another host is
 * re-pointed at the configured base rather than followed.
 */
export function resolveNextUrl(nextUrl: string, baseUrl: string): string {
  const base = new URL(baseUrl);
  const next = new URL(nextUrl, base);
  if (next.origin === base.origin) return next.toString();
  return new URL(`${next.pathname}${next.search}`, base.origin).toString();
}

/** `2026-09-03T06:00:00Z`: whole seconds, UTC. */
export function formatUtcSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}
