import { type CoveragePortal, coverageResponseSchema } from '@wac/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ingestHooks } from '../../data-reactions';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import { syncSource } from '../ingest/sync.service';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createCfRelease } from '../ingest/testing/release-factory';
import { loadSampleDataUntilLive } from '../sample-data/load-sample-data-until-live';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, maxRetries: 0 };
const HOUR = 3_600_000;
const silent = { debug() {}, info() {}, warn() {}, error() {} };
const ukDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);

describe('GET /api/coverage/', () => {
  let testApp: TestApp;
  let portal: FakePortal | undefined;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await portal?.close();
    portal = undefined;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getCoverage = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/coverage/' });
    expect(response.statusCode).toBe(200);
    return coverageResponseSchema.parse(response.json());
  };
  const portalOf = (portals: CoveragePortal[], source: string) =>
    portals.find((candidate) => candidate.source_system === source)!;

  it('lists all four portals as never synced on a fresh install, with 30 empty days', async () => {
    const coverage = await getCoverage();
    expect(coverage.is_sample_data).toBe(false);
    expect(coverage.portals.map((p) => [p.source_system, p.name, p.status])).toEqual([
      ['ContractsFinder', 'Contracts Finder', 'never_synced'],
      ['FTS', 'Find a Tender', 'never_synced'],
      ['PCS', 'Public Contracts Scotland', 'never_synced'],
      ['Sell2Wales', 'Sell2Wales', 'never_synced'],
    ]);
    for (const portalCoverage of coverage.portals) {
      expect(portalCoverage).toMatchObject({
        last_success_at: null,
        complete_from: null,
        complete_until: null,
        newest_notice_at: null,
        newest_notice_age_seconds: null,
        notices_last_30_days: 0,
        failed_window_count: 0,
      });
      expect(portalCoverage.notices_per_day).toHaveLength(30);
      expect(portalCoverage.notices_per_day.at(-1)!.date).toBe(
        ukDay(new Date(coverage.generated_at)),
      );
    }
  });

  it('says when sample data is shown, and counts none of it as portal notices', async () => {
    const db = testApp.database.pool;
    expect(await loadSampleDataUntilLive(db, { count: 5, logger: silent })).toBe('loaded');
    const coverage = await getCoverage();
    expect(coverage.is_sample_data).toBe(true);
    expect(coverage.portals.every((p) => p.notices_last_30_days === 0)).toBe(true);
    await db.query('DELETE FROM opportunities WHERE is_sample');
  });

  it("reports a synced portal's notices per UK day, and a failing one's failed windows", async () => {
    const db = testApp.database.pool;
    const now = Date.now();
    const to = new Date(Math.floor(now / HOUR) * HOUR);
    const from = new Date(to.getTime() - 3 * 24 * HOUR);
    const newest = new Date(to.getTime() - 2 * HOUR);
    const older = new Date(to.getTime() - 50 * HOUR);
    portal = await startFakePortal({
      ContractsFinder: [
        createCfRelease({ date: newest.toISOString() }),
        createCfRelease({ date: older.toISOString() }),
        createCfRelease({ date: new Date(older.getTime() + 60_000).toISOString() }),
      ],
    });
    portal.addFault({
      when: (request) => request.source === 'FTS',
      times: 100,
      fault: { type: 'status', status: 503 },
    });
    const cf = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST });
    const fts = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST });
    await syncSource({ hooks: ingestHooks, pool: db, feed: cf }, { from, to });
    await syncSource(
      { hooks: ingestHooks, pool: db, feed: fts },
      { from: new Date(to.getTime() - 6 * HOUR), to },
    );

    const coverage = await getCoverage();
    const contractsFinder = portalOf(coverage.portals, 'ContractsFinder');
    expect(contractsFinder).toMatchObject({
      status: 'up_to_date',
      newest_notice_at: newest.toISOString(),
      notices_last_30_days: 3,
      failed_window_count: 0,
      failing_since: null,
      complete_from: from.toISOString(),
      complete_until: to.toISOString(),
    });
    expect(contractsFinder.last_success_at).not.toBeNull();
    const age = contractsFinder.newest_notice_age_seconds!;
    expect(age).toBeGreaterThanOrEqual(2 * 3600);
    expect(age).toBeLessThan(3 * 3600 + 60);
    const byDay = Object.fromEntries(
      contractsFinder.notices_per_day.filter((day) => day.notices > 0).map((d) => [d.date, d]),
    );
    expect(byDay[ukDay(newest)]?.notices).toBe(ukDay(newest) === ukDay(older) ? 3 : 1);
    expect(byDay[ukDay(older)]?.notices).toBe(ukDay(newest) === ukDay(older) ? 3 : 2);

    const findATender = portalOf(coverage.portals, 'FTS');
    expect(findATender.status).toBe('never_synced');
    expect(findATender.failing_since).not.toBeNull();
    expect(findATender.failed_window_count).toBeGreaterThan(0);
    expect(findATender.failed_windows[0]).toMatchObject({
      attempts: 1,
      retry_at: expect.any(String),
    });
    expect(Date.parse(findATender.failed_windows[0]!.from)).toBeGreaterThanOrEqual(
      to.getTime() - 6 * HOUR,
    );
    expect(portalOf(coverage.portals, 'PCS').status).toBe('never_synced');

    // A later clean run of Find a Tender leaves the window failed until its retry succeeds.
    await db.query(`UPDATE ingest_sources SET last_success_at = now(), last_error = NULL
                     WHERE source_system = 'FTS'`);
    expect(portalOf((await getCoverage()).portals, 'FTS').status).toBe('missing_windows');
    // A success older than the schedule allows (15-minute syncs: 2 x 15 + 60 minutes).
    await db.query(`UPDATE ingest_sources SET last_success_at = now() - interval '91 minutes'
                     WHERE source_system = 'ContractsFinder'`);
    expect(portalOf((await getCoverage()).portals, 'ContractsFinder').status).toBe('behind');
  });

  it('is in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json() as { paths: Record<string, { get?: unknown }> };
    expect(document.paths['/api/coverage/']?.get).toBeDefined();
  });
});
