import type { IngestLogger } from './ingest-logger';
import { planMonthWindows } from './plan-windows';
import { PortalClient, parseRetryAfterMs } from './portal-client';
import { buildPortalUrl, type DateWindow, type PortalFeed, resolveNextUrl } from './portal-feed';
import type { SourceSystem } from './source-systems';

/**
 * The OJEU forms both portals publish (F1-F7, F12-F15, F20-F25); above threshold, these notices
 * also reach Find a Tender.
 */
const OJEU_NOTICE_TYPES = [1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25];

/**
 * Every `noticeType` asked for each month (DATA-SOURCES.md): the OJEU forms plus each portal's
 * own "site notices", the below-threshold ones no other source has. PCS: 101 website prior
 * information, 102 website contract notice, 103 website award, 104 Quick Quote award.
 * Sell2Wales: 51 invitation to tender, 52 prior information, 53 award, 54-56 sub-contract notices.
 */
export const PROACTIS_NOTICE_TYPES: Record<'PCS' | 'Sell2Wales', readonly number[]> = {
  PCS: [...OJEU_NOTICE_TYPES, 101, 102, 103, 104],
  Sell2Wales: [...OJEU_NOTICE_TYPES, 51, 52, 53, 54, 55, 56],
};

const PORTAL_NAMES = { PCS: 'Public Contracts Scotland', Sell2Wales: 'Sell2Wales' } as const;
const NOTICES_PATH = 'v1/Notices';
// No documented rate limit: one request at a time, a second apart, like Contracts Finder.
const PROACTIS_MIN_INTERVAL_MS = 1_000;
const DEFAULT_RETRY_AFTER_MS = 30_000;
const MAX_RETRY_AFTER_MS = 15 * 60 * 1000;

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
 * window, which the next run retries.
 */
export function createProactisFeed(options: ProactisFeedOptions): PortalFeed {
  const noticeTypes = options.noticeTypes ?? PROACTIS_NOTICE_TYPES[options.source];
  const defaultWait = options.defaultRetryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
  const client = new PortalClient({
    portal: PORTAL_NAMES[options.source],
    fetch: options.fetch,
    logger: options.logger,
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    backoffBaseMs: options.backoffBaseMs,
    maxResponseBytes: options.maxResponseBytes,
    minIntervalMs: options.minIntervalMs ?? PROACTIS_MIN_INTERVAL_MS,
    parse: { missingReleasesIsEmpty: true },
    rateLimitWaitMs: (response) => {
      if (response.status !== 429) return null;
      const retryAfter = parseRetryAfterMs(response.headers.get('retry-after'));
      return Math.min(retryAfter ?? defaultWait, MAX_RETRY_AFTER_MS);
    },
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
      return { ...page, nextUrl: following === undefined ? null : noticesUrl(window, following) };
    },
    isNextLinkSuspect: () => false,
    // The cursor is the next notice type of the month: empty pages are normal, never a loop.
    mayLoop: false,
  };
}
