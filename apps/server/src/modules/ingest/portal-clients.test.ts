import { afterEach, describe, expect, it } from 'vitest';
import { createContractsFinderFeed } from './contracts-finder-client';
import { createFindATenderFeed } from './find-a-tender-client';
import { PortalRequestError, parseRetryAfterMs } from './portal-client';
import { type FakePortal, startFakePortal } from './testing/fake-portal-server';
import { createRecordingLogger } from './testing/recording-logger';
import { createCfRelease, createFtsRelease } from './testing/release-factory';

// Tiny waits keep the tests fast; the real defaults are 5 min (CF 403) and 30 s (FTS 429).
const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 2_000 };
const WINDOW = { start: new Date('2026-09-01T00:00:00Z'), end: new Date('2026-09-10T00:00:00Z') };

let portal: FakePortal;
afterEach(async () => {
  await portal?.close();
});

const cfReleases = Array.from({ length: 5 }, (_, n) =>
  createCfRelease({ date: `2026-09-0${n + 1}T10:00:00Z`, tender: { title: `Café works £${n}` } }),
);
const ftsReleases = Array.from({ length: 5 }, (_, n) =>
  createFtsRelease({ date: `2026-09-0${n + 1}T10:00:00Z` }),
);

describe('Contracts Finder client', () => {
  it('pages through a window with limit and links.next', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    const feed = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 2 });
    const first = await feed.fetchPage(WINDOW, null);
    expect(first.releases).toHaveLength(2);
    expect(first.nextUrl).toContain('cursor=');
    const url = new URL(portal.requests[0].url);
    expect(url.pathname).toBe('/Published/Notices/OCDS/Search');
    expect(url.searchParams.get('publishedFrom')).toBe('2026-09-01T00:00:00Z');
    expect(url.searchParams.get('publishedTo')).toBe('2026-09-10T00:00:00Z');
    expect(url.searchParams.get('limit')).toBe('2');
    const second = await feed.fetchPage(WINDOW, first.nextUrl);
    const third = await feed.fetchPage(WINDOW, second.nextUrl);
    expect([...first.releases, ...second.releases, ...third.releases]).toHaveLength(5);
    expect(third.nextUrl).toBeNull();
  });

  it('pauses after the 403 rate-limit answer, then carries on', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    portal.addFault({
      when: () => true,
      times: 2,
      fault: {
        type: 'status',
        status: 403,
        body: '<html>request rate limit may have been exceeded</html>',
      },
    });
    const logger = createRecordingLogger();
    const feed = createContractsFinderFeed({
      baseUrl: portal.baseUrl,
      ...FAST,
      rateLimitPauseMs: 25,
      logger,
    });
    const started = Date.now();
    const page = await feed.fetchPage(WINDOW, null);
    expect(page.releases).toHaveLength(5);
    // Two pauses of 25 ms. Node may fire a timer a millisecond early by the wall clock (its loop
    // time is read once per turn), so allow for that on each.
    expect(Date.now() - started).toBeGreaterThanOrEqual(48);
    const waits = logger.entries.filter((entry) => entry.details.reason === 'rate limited (403)');
    expect(waits.map((entry) => entry.details.waitMs)).toEqual([25, 25]);
    expect(portal.requests).toHaveLength(3);
  });

  it('gives up after five retries with a typed error, and fails fast on a 404', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    portal.addFault({ when: () => true, times: 100, fault: { type: 'status', status: 403 } });
    const feed = createContractsFinderFeed({
      baseUrl: portal.baseUrl,
      ...FAST,
      rateLimitPauseMs: 1,
    });
    await expect(feed.fetchPage(WINDOW, null)).rejects.toBeInstanceOf(PortalRequestError);
    expect(portal.requests).toHaveLength(6);

    const missing = createContractsFinderFeed({ baseUrl: `${portal.baseUrl}/nowhere`, ...FAST });
    await expect(missing.fetchPage(WINDOW, null)).rejects.toMatchObject({ status: 404 });
    expect(portal.notFoundRequests).toBe(1);
  });

  it('cuts off a page over the size cap at once, without retrying it', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    const MB = 1024 * 1024;
    const feed = createContractsFinderFeed({
      baseUrl: portal.baseUrl,
      ...FAST,
      timeoutMs: 30_000,
      maxResponseBytes: 2 * MB,
    });
    for (const sendLength of [false, true]) {
      portal.addFault({
        when: () => true,
        fault: { type: 'huge-page', bytes: 200 * MB, sendLength },
      });
      const before = portal.requests.length;
      const started = performance.now();
      await expect(feed.fetchPage(WINDOW, null)).rejects.toThrow(
        'Contracts Finder: response larger than 2 MB',
      );
      expect(portal.requests.length - before).toBe(1);
      // Cut off after about 2 MB of 200, not read to the end.
      expect(performance.now() - started).toBeLessThan(10_000);
    }
    // A page under the cap still reads.
    portal.addFault({ when: () => true, fault: { type: 'huge-page', bytes: MB } });
    const page = await feed.fetchPage(WINDOW, null);
    expect(page.releases.length).toBeGreaterThan(10);
  });

  it('decodes ISO-8859-1 bodies and repairs mojibake before parsing', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    const feed = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST });
    portal.addFault({ when: () => true, fault: { type: 'latin1' } });
    const latin1 = await feed.fetchPage(WINDOW, null);
    portal.addFault({ when: () => true, fault: { type: 'mojibake' } });
    const mojibake = await feed.fetchPage(WINDOW, null);
    const titles = (page: typeof latin1) =>
      page.releases.map((release) => (release.tender as { title: string }).title).sort();
    expect(titles(latin1)).toEqual([
      'Café works £0',
      'Café works £1',
      'Café works £2',
      'Café works £3',
      'Café works £4',
    ]);
    expect(titles(mojibake)).toEqual(titles(latin1));
  });

  it('retries a cut connection, a truncated body and a server error', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    portal.addFault({ when: (r) => r.number === 1, fault: { type: 'cut-connection' } });
    portal.addFault({ when: (r) => r.number === 2, fault: { type: 'truncated-body' } });
    portal.addFault({ when: (r) => r.number === 3, fault: { type: 'status', status: 500 } });
    const logger = createRecordingLogger();
    const feed = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST, logger });
    const page = await feed.fetchPage(WINDOW, null);
    expect(page.releases).toHaveLength(5);
    const reasons = logger.entries.map((entry) => String(entry.details.reason));
    expect(reasons[0]).toMatch(/^network error/);
    expect(reasons[1]).toMatch(/^broken page/);
    expect(reasons[2]).toBe('server error 500');
  });

  it('retries a request that times out', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    portal.addFault({ when: (r) => r.number === 1, fault: { type: 'delay', ms: 300 } });
    const logger = createRecordingLogger();
    const feed = createContractsFinderFeed({
      baseUrl: portal.baseUrl,
      ...FAST,
      timeoutMs: 100,
      logger,
    });
    const page = await feed.fetchPage(WINDOW, null);
    expect(page.releases).toHaveLength(5);
    expect(logger.entries[0].details.reason).toBe('timed out');
  });

  it('sends one request at a time even when asked concurrently', async () => {
    portal = await startFakePortal({ ContractsFinder: cfReleases });
    portal.addFault({ when: () => true, times: 3, fault: { type: 'delay', ms: 30 } });
    const feed = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST });
    await Promise.all([1, 2, 3].map(() => feed.fetchPage(WINDOW, null)));
    expect(portal.requests).toHaveLength(3);
    expect(portal.maxConcurrentRequests).toBe(1);
  });
});

describe('Find a Tender client', () => {
  it('asks with updatedFrom/updatedTo and repairs invalid numbers', async () => {
    portal = await startFakePortal({ FTS: ftsReleases });
    portal.addFault({ when: () => true, fault: { type: 'invalid-numbers' } });
    const feed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST });
    const page = await feed.fetchPage(WINDOW, null);
    const url = new URL(portal.requests[0].url);
    expect(url.pathname).toBe('/api/1.0/ocdsReleasePackages');
    expect(url.searchParams.get('updatedFrom')).toBe('2026-09-01T00:00:00');
    expect(url.searchParams.get('updatedTo')).toBe('2026-09-10T00:00:00');
    expect(page.releases).toHaveLength(5);
    expect(page.releases.map((r) => (r.tender as { value: unknown }).value)).toEqual(
      Array(5).fill({ amount: 50000, amountGross: 60000, currency: 'GBP' }),
    );
  });

  it('honours Retry-After on 429, else waits the default; retries 503 and 504', async () => {
    portal = await startFakePortal({ FTS: ftsReleases });
    const body = '12 request limit in 2 minute exceeded';
    portal.addFault({
      when: (r) => r.number === 1,
      fault: { type: 'status', status: 429, body, headers: { 'retry-after': '0.04' } },
    });
    portal.addFault({ when: (r) => r.number === 2, fault: { type: 'status', status: 429, body } });
    portal.addFault({ when: (r) => r.number === 3, fault: { type: 'status', status: 503 } });
    portal.addFault({ when: (r) => r.number === 4, fault: { type: 'status', status: 504 } });
    const logger = createRecordingLogger();
    const feed = createFindATenderFeed({
      baseUrl: portal.baseUrl,
      ...FAST,
      defaultRetryAfterMs: 15,
      logger,
    });
    const page = await feed.fetchPage(WINDOW, null);
    expect(page.releases).toHaveLength(5);
    expect(logger.entries.map((entry) => [entry.details.reason, entry.details.waitMs])).toEqual([
      ['rate limited (429)', 40],
      ['rate limited (429)', 15],
      ['rate limited (503)', 15],
      ['rate limited (504)', 15],
    ]);
  });

  it('flags a full page without links.next as suspect', async () => {
    portal = await startFakePortal({ FTS: ftsReleases });
    const feed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 2 });
    portal.addFault({ when: () => true, fault: { type: 'drop-next' } });
    const dropped = await feed.fetchPage(WINDOW, null);
    expect(dropped.nextUrl).toBeNull();
    expect(feed.isNextLinkSuspect(dropped)).toBe(true);
    const page = await feed.fetchPage(WINDOW, null);
    const second = await feed.fetchPage(WINDOW, page.nextUrl);
    const last = await feed.fetchPage(WINDOW, second.nextUrl);
    expect(last.releases).toHaveLength(1);
    expect(feed.isNextLinkSuspect(last)).toBe(false);
  });
});

describe('parseRetryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfterMs('120')).toBe(120_000);
    expect(
      parseRetryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('2026-10-21T07:27:00Z')),
    ).toBe(60_000);
    expect(parseRetryAfterMs(null)).toBeNull();
    expect(parseRetryAfterMs('soon')).toBeNull();
  });
});
