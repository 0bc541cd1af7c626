import { PROACTIS_NOTICE_TYPES } from '@wac/contract';
import type { IngestLogger } from './ingest-logger';
import { planMonthWindows } from './plan-windows';
import { buildPortalUrl, type DateWindow, type PortalFeed, resolveNextUrl } from './portal-feed';
import { createFeedClient, retryAfterWaitMs } from './portal-feed-client';
import type { SourceSystem } from './source-systems';

/**
 * Every `noticeType` asked for each month (DATA-SOURCES.md), in the contract's one table of
 * them: the OJEU forms plus each portal's own "site notices", the below-threshold ones no other
 * source has (PCS 101-104, Sell2Wales 51-56).
 */
export const NOTICE_TYPES_ASKED: Record<'PCS' | 'Sell2Wales', readonly number[]> = {
  PCS: noticeTypesOf('PCS'),
  Sell2Wales: noticeTypesOf('Sell2Wales'),
};

function noticeTypesOf(portal: 'PCS' | 'Sell2Wales'): number[] {
  return Object.entries(PROACTIS_NOTICE_TYPES)
    .filter(([, type]) => (type.portals as readonly string[]).includes(portal))
    .map(([code]) => Number(code))
    .sort((a, b) => a - b);
}

const PORTAL_NAMES = { PCS: 'Public Contracts Scotland', Sell2Wales: 'Sell2Wales' } as const;
const NOTICES_PATH = 'v1/Notices';
// No documented rate limit: one request at a time, a second apart, like Contracts Finder.
const PROACTIS_MIN_INTERVAL_MS = 1_000;
const DEFAULT_RETRY_AFTER_MS = 30_000;

export type ProactisFeedOptions = {
  source: 'PCS' | 'Sell2Wales';
  baseUrl: string;
  logger?: IngestLogger;
  /** The CA-extending fetch (`createPortalFetch`): the hosts omit their intermediate. */
  fetch?: typeof fetch;
  noticeTypes?: readonly number[];
  /** The largest body read (`PORTAL_MAX_RESPONSE_MB`): a month of one type can be large. */
  maxResponseBytes?: number;
  timeoutMs?: number;
  maxRetries?: number;
  backoffBaseMs?: number;
  minIntervalMs?: number;
  defaultRetryAfterMs?: number;
};

/** `MM-YYYY` of a window's month (windows never cross a month boundary). */
export function formatProactisMonth(date: Date): string {
  return `${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
}

/**
 * The Public Contracts Scotland or Sell2Wales notice feed (the same Proactis software). There is
 * no day filter, paging or cursor: `GET /v1/Notices?dateFrom=MM-YYYY&noticeType=N&outputType=0`
 * answers a whole month of one notice type as one OCDS release package. A window's "pages" are
 * therefore its month's notice types, one after another: the cursor saved after each is the URL
 * of the next type, so a killed run resumes at the type it had reached. A package without a
 * `releases` key is an empty month. A server error (Sell2Wales answers 500 with SQL Server's
 * "Error converting data type nvarchar to float") is never data: it is retried, then fails the
 * window, which the next run retries. Each page names the type it asked for
 * (`requestedNoticeType`), kept with its releases.
 */
export function createProactisFeed(options: ProactisFeedOptions): PortalFeed {
  const noticeTypes = options.noticeTypes ?? NOTICE_TYPES_ASKED[options.source];
  const defaultWait = options.defaultRetryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const client = createFeedClient(options, {
    portal: PORTAL_NAMES[options.source],
    minIntervalMs: PROACTIS_MIN_INTERVAL_MS,
    parse: { missingReleasesIsEmpty: true },
    rateLimitWaitMs: (response) =>
      response.status === 429 ? retryAfterWaitMs(response, defaultWait) : null,
  });

  const noticesUrl = (window: DateWindow, noticeType: number) => {
    const url = buildPortalUrl(options.baseUrl, NOTICES_PATH);
    url.searchParams.set('dateFrom', formatProactisMonth(window.start));
    url.searchParams.set('noticeType', String(noticeType));
    url.searchParams.set('outputType', '0');
    return url.toString();
  };

  const source: SourceSystem = options.source;
  return {
    source,
    planWindows: (range) => planMonthWindows(range.start, range.end),
    async fetchPage(window, nextUrl, signal) {
      const url = nextUrl
        ? resolveNextUrl(nextUrl, options.baseUrl)
        : noticesUrl(window, noticeTypes[0]);
      const page = await client.getPackage(url, signal);
      const asked = Number(new URL(url).searchParams.get('noticeType'));
      const following = noticeTypes[noticeTypes.indexOf(asked) + 1];
      // The package's own links are ignored: the next "page" is the month's next notice type.
      // Its releases carry no type of their own: the one asked for is stored with them.
      return {
        ...page,
        nextUrl: following === undefined ? null : noticesUrl(window, following),
        requestedNoticeType: asked,
      };
    },
    isNextLinkSuspect: () => false,
    // The cursor is the next notice type of the month: empty pages are normal, never a loop.
    mayLoop: false,
  };
}
