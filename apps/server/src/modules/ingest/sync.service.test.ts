import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { compileOcid } from './compile-ocid';
import { createContractsFinderFeed } from './contracts-finder-client';
import { createFindATenderFeed } from './find-a-tender-client';
import type { OcdsRelease } from './ocds-types';
import type { SourceSystem } from './source-systems';
import { type SyncProgress, syncSource } from './sync.service';
import { type FakePortal, startFakePortal } from './testing/fake-portal-server';
import { createRecordingLogger } from './testing/recording-logger';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const FAST = {
  backoffBaseMs: 1,
  minIntervalMs: 0,
  timeoutMs: 5_000,
  rateLimitPauseMs: 1,
  defaultRetryAfterMs: 1,
};
const HOUR = 60 * 60 * 1000;
// Sixteen hours of the Contracts Finder sample in four 4-hour windows, five releases a page: 48
// releases on about a dozen pages, so every fault below lands on a page of releases (the first
// window alone has six). A sync's time is the database work per release (the waits are 1 ms,
// FAST), so this set, a quarter of the four days used before, keeps the tests well inside their
// time on a loaded machine while asserting the same things.
const CF_RANGE = { from: new Date('2022-10-19T12:00:00Z'), to: new Date('2022-10-20T04:00:00Z') };
const CF_RELEASES_IN_RANGE = 48;
const FTS_RANGE = { from: new Date('2026-09-03T00:00:00Z'), to: new Date('2026-09-04T00:00:00Z') };

let database: TestDatabase;
let portal: FakePortal;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE opportunities, raw_releases, ingest_windows, ingest_sources, cpv_labels CASCADE',
  );
});
afterEach(async () => {
  await portal?.close();
});

function releasesIn(releases: OcdsRelease[], range: { from: Date; to: Date }) {
  return releases.filter((release) => {
    const time = Date.parse(release.date ?? '');
    return time >= range.from.getTime() && time < range.to.getTime();
  });
}

/** What the database should hold: each ocid compiled straight from its releases. */
function expectedOpportunities(source: SourceSystem, releases: OcdsRelease[]) {
  const byOcid = new Map<string, OcdsRelease[]>();
  for (const release of releases)
    byOcid.set(release.ocid, [...(byOcid.get(release.ocid) ?? []), release]);
  return [...byOcid]
    .map(([ocid, group]) => {
      const o = compileOcid(source, group).opportunity;
      return {
        ocid,
        title: o.title,
        description: o.description,
        stage: o.stage,
        tender: o.tender_value_amount,
        award: o.award_value_amount,
      };
    })
    .sort((a, b) => a.ocid.localeCompare(b.ocid));
}

async function storedOpportunities() {
  const { rows } = await database.pool.query(
    `SELECT ocid, title, description, stage, tender_value_amount AS tender, award_value_amount AS award
       FROM opportunities ORDER BY ocid COLLATE "C"`,
  );
  return rows;
}

async function countRaw(): Promise<number> {
  return (await database.pool.query('SELECT count(*)::int AS n FROM raw_releases')).rows[0].n;
}

const cfFeed = (options: Record<string, unknown> = {}) =>
  createContractsFinderFeed({
    baseUrl: portal.baseUrl,
    ...FAST,
    pageSize: 5,
    windowSizeMs: 4 * HOUR,
    ...options,
  });
const ftsFeed = (options: Record<string, unknown> = {}) =>
  createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 2, ...options });

describe.skipIf(!hasSamples)(`sync against a fake portal${SAMPLES_MISSING_NOTE}`, () => {
  it('syncs Contracts Finder through rate limits, broken and invalid pages', async () => {
    const releases = loadSampleReleases('ContractsFinder');
    portal = await startFakePortal({ ContractsFinder: releases });
    const html = '<html><body>request rate limit may have been exceeded</body></html>';
    portal.addFault({
      when: (r) => r.number === 2,
      fault: { type: 'status', status: 403, body: html },
    });
    portal.addFault({ when: (r) => r.number === 4, fault: { type: 'cut-connection' } });
    portal.addFault({ when: (r) => r.number === 6, fault: { type: 'invalid-numbers' } });
    portal.addFault({ when: (r) => r.number === 8, fault: { type: 'mojibake' } });
    portal.addFault({ when: (r) => r.number === 10, fault: { type: 'status', status: 503 } });
    portal.addFault({ when: (r) => r.number === 12, fault: { type: 'truncated-body' } });
    portal.addFault({
      when: (r) => r.number === 14,
      fault: { type: 'status', status: 200, body: '<html>' },
    });
    const logger = createRecordingLogger();

    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: cfFeed({ logger }), logger },
      { ...CF_RANGE },
    );

    const inRange = releasesIn(releases, CF_RANGE);
    expect(inRange).toHaveLength(CF_RELEASES_IN_RANGE);
    // Every fault above was served: the last one is request 14.
    expect(portal.requests.length).toBeGreaterThan(14);
    expect(result).toMatchObject({
      error: null,
      windowsTotal: 4,
      windowsDone: 4,
      releases: CF_RELEASES_IN_RANGE,
      newReleases: CF_RELEASES_IN_RANGE,
    });
    expect(result.syncedUntil?.toISOString()).toBe(CF_RANGE.to.toISOString());
    expect(await storedOpportunities()).toEqual(expectedOpportunities('ContractsFinder', inRange));
    expect(await countRaw()).toBe(CF_RELEASES_IN_RANGE);
    const reasons = logger.entries.map((entry) => String(entry.details.reason ?? ''));
    expect(reasons).toEqual(
      expect.arrayContaining([
        'rate limited (403)',
        'server error 503',
        expect.stringMatching(/^broken page/),
      ]),
    );
    const source = await database.pool.query(
      'SELECT last_error, last_success_at FROM ingest_sources',
    );
    expect(source.rows[0].last_error).toBeNull();
    expect(source.rows[0].last_success_at).toBeInstanceOf(Date);
  });

  it('syncs Find a Tender through 429/504 and a vanishing links.next', async () => {
    const releases = loadSampleReleases('FTS');
    portal = await startFakePortal({ FTS: releases });
    const noon = Date.parse('2026-09-03T12:00:00Z');
    const limit = '12 request limit in 2 minute exceeded';
    portal.addFault({
      when: (r) => r.number === 1,
      fault: { type: 'status', status: 429, body: limit, headers: { 'retry-after': '0.01' } },
    });
    portal.addFault({
      when: (r) => r.number === 3,
      fault: { type: 'status', status: 429, body: limit },
    });
    portal.addFault({ when: (r) => r.number === 5, fault: { type: 'status', status: 504 } });
    portal.addFault({
      when: (r) => r.from === noon && r.offset === 2,
      fault: { type: 'drop-next' },
    });
    const logger = createRecordingLogger();

    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: ftsFeed({ logger }), logger },
      { ...FTS_RANGE },
    );

    const inRange = releasesIn(releases, FTS_RANGE);
    expect(inRange.length).toBeGreaterThan(10);
    expect(result).toMatchObject({ error: null, windowsTotal: 4, windowsDone: 4 });
    expect(await storedOpportunities()).toEqual(expectedOpportunities('FTS', inRange));
    expect(await countRaw()).toBe(inRange.length);
    expect(logger.entries.some((entry) => entry.message === 'links.next vanished')).toBe(true);
    // The noon window was asked for from its first page twice: once more after the lost cursor.
    const noonFirstPages = portal.requests.filter(
      (r) => r.from === noon && !r.hasCursor && r.number > 5,
    );
    expect(noonFirstPages).toHaveLength(2);
  });

  it('resumes a killed sync from the saved cursor: no gap, no page fetched twice', async () => {
    const releases = loadSampleReleases('ContractsFinder');
    portal = await startFakePortal({ ContractsFinder: releases });
    const controller = new AbortController();
    let releasesAtKill = 0;
    const onProgress = (progress: SyncProgress) => {
      if (progress.pages === 7 && !controller.signal.aborted) {
        releasesAtKill = progress.releases;
        controller.abort();
      }
    };
    await expect(
      syncSource(
        { hooks: ingestHooks, pool: database.pool, feed: cfFeed() },
        { ...CF_RANGE, signal: controller.signal, onProgress },
      ),
    ).rejects.toThrow();
    expect(releasesAtKill).toBeGreaterThan(0);
    expect(await countRaw()).toBe(releasesAtKill);
    const { rows: left } = await database.pool.query(
      `SELECT status, next_cursor, pages FROM ingest_windows WHERE status <> 'done'
        ORDER BY window_start`,
    );
    expect(left[0]).toMatchObject({ status: 'running', pages: expect.any(Number) });
    expect(left[0].next_cursor).toContain('cursor=');
    const requestsBeforeKill = portal.requests.length;

    // A new process: new feed, same database. It plans the same range again and resumes.
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: cfFeed() },
      { ...CF_RANGE },
    );
    expect(result.error).toBeNull();
    expect(portal.requests[requestsBeforeKill].hasCursor).toBe(true);
    expect(await countRaw()).toBe(CF_RELEASES_IN_RANGE);
    expect(await storedOpportunities()).toEqual(
      expectedOpportunities('ContractsFinder', releasesIn(releases, CF_RANGE)),
    );
    const pagesFetched = portal.requests.map((r) => `${r.from}/${r.to}/${r.offset}`);
    expect(new Set(pagesFetched).size).toBe(pagesFetched.length);
  });

  it('resumes after a kill in the middle of a request, storing nothing twice', async () => {
    const releases = loadSampleReleases('ContractsFinder');
    portal = await startFakePortal({ ContractsFinder: releases });
    portal.addFault({ when: (r) => r.number === 5, fault: { type: 'delay', ms: 400 } });
    const controller = new AbortController();
    let releasesAtKill = 0;
    const onProgress = (progress: SyncProgress) => {
      if (progress.pages === 4 && releasesAtKill === 0) {
        releasesAtKill = progress.releases;
        setTimeout(() => controller.abort(), 50);
      }
    };
    await expect(
      syncSource(
        { hooks: ingestHooks, pool: database.pool, feed: cfFeed() },
        { ...CF_RANGE, signal: controller.signal, onProgress },
      ),
    ).rejects.toThrow();
    expect(await countRaw()).toBe(releasesAtKill);
    expect(portal.requests).toHaveLength(5);

    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: cfFeed() },
      { ...CF_RANGE },
    );
    expect(result.error).toBeNull();
    expect(await countRaw()).toBe(CF_RELEASES_IN_RANGE);
    expect((await storedOpportunities()).length).toBe(
      new Set(releasesIn(releases, CF_RANGE).map((release) => release.ocid)).size,
    );
  });

  it('records a portal outage without throwing, then catches up on the next run', async () => {
    const releases = loadSampleReleases('FTS');
    portal = await startFakePortal({ FTS: releases });
    portal.addFault({ when: () => true, times: 6, fault: { type: 'status', status: 503 } });
    const down = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: ftsFeed() },
      { ...FTS_RANGE },
    );
    expect(down.error).toMatch(/rate limited \(503\)/);
    // The first window failed; the later ones went on, but synced_until waits for the first.
    expect(down).toMatchObject({ windowsDone: 3, windowsFailed: 1, syncedUntil: null });
    const failed = await database.pool.query(
      `SELECT status, attempts, last_error, retry_at FROM ingest_windows ORDER BY window_start LIMIT 1`,
    );
    expect(failed.rows[0]).toMatchObject({ status: 'failed', attempts: 1 });
    const source = await database.pool.query('SELECT last_error, errors_total FROM ingest_sources');
    expect(source.rows[0]).toMatchObject({
      last_error: expect.stringMatching(/503/),
      errors_total: 1,
    });

    // Before its back-off is over the failed window is left alone; after it, it is retried.
    const early = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: ftsFeed() },
      { ...FTS_RANGE },
    );
    expect(early).toMatchObject({ windowsTotal: 0, syncedUntil: null });
    const later = () => new Date(failed.rows[0].retry_at.getTime() + 1);
    const up = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: ftsFeed() },
      { ...FTS_RANGE, now: later },
    );
    expect(up).toMatchObject({ error: null, windowsDone: 1 });
    expect(up.syncedUntil?.toISOString()).toBe(FTS_RANGE.to.toISOString());
    expect(await countRaw()).toBe(releasesIn(releases, FTS_RANGE).length);
    const cleared = await database.pool.query('SELECT last_error FROM ingest_sources');
    expect(cleared.rows[0].last_error).toBeNull();
  });

  it('plans the same range twice without adding windows or data', async () => {
    const releases = loadSampleReleases('FTS');
    portal = await startFakePortal({ FTS: releases });
    const deps = { pool: database.pool, feed: ftsFeed(), hooks: ingestHooks };
    await syncSource(deps, { ...FTS_RANGE });
    const before = await storedOpportunities();
    const again = await syncSource(deps, { ...FTS_RANGE });
    expect(again).toMatchObject({ windowsTotal: 0, error: null });
    const windows = await database.pool.query('SELECT count(*)::int AS n FROM ingest_windows');
    expect(windows.rows[0].n).toBe(4);
    expect(await storedOpportunities()).toEqual(before);
  });
});

describe('sync locking', () => {
  it('lets only one sync of a source run at a time', async () => {
    portal = await startFakePortal({ FTS: [] });
    portal.addFault({ when: () => true, times: 10, fault: { type: 'delay', ms: 300 } });
    const deps = { pool: database.pool, feed: ftsFeed(), hooks: ingestHooks };
    const range = { from: new Date('2026-09-03T00:00:00Z'), to: new Date('2026-09-03T06:00:00Z') };
    const first = syncSource(deps, { ...range });
    // Start the second only once the first holds the lock and is waiting on the portal.
    while (portal.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await syncSource(deps, { ...range });
    expect(second.error).toBe('another sync of FTS is running');
    expect((await first).error).toBeNull();
    expect(portal.requests).toHaveLength(1);
  });
});
