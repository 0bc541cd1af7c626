import { healthResponseSchema } from '@wac/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ingestHooks } from '../../data-reactions';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import { syncSource } from '../ingest/sync.service';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createCfRelease } from '../ingest/testing/release-factory';
import { loadSampleDataUntilLive } from '../sample-data/load-sample-data-until-live';
import { replaceSampleDataWithLiveData } from '../sync/replace-sample-data';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, maxRetries: 0 };
const RANGE = { from: new Date('2026-09-01T00:00:00Z'), to: new Date('2026-09-01T12:00:00Z') };
const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe('health and the sync', () => {
  let testApp: TestApp;
  let portal: FakePortal;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterEach(async () => {
    await portal?.close();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getHealth = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    return healthResponseSchema.parse(response.json());
  };

  it('shows sample data on a fresh install whose portals answer errors, and is not ok', async () => {
    const db = testApp.database.pool;
    expect(await loadSampleDataUntilLive(db, { count: 5, logger: silent })).toBe('loaded');
    portal = await startFakePortal({ ContractsFinder: [] });
    portal.addFault({
      when: (request) => request.source === 'ContractsFinder',
      times: 100,
      fault: { type: 'status', status: 404 },
    });
    const cf = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST });
    // Find a Tender answers with a page far over the cap.
    const fts = createFindATenderFeed({
      baseUrl: portal.baseUrl,
      ...FAST,
      maxResponseBytes: 1024 * 1024,
    });
    portal.addFault({
      when: (request) => request.source === 'FTS',
      times: 100,
      fault: { type: 'huge-page', bytes: 3_000_000 },
    });
    for (const feed of [cf, fts]) await syncSource({ hooks: ingestHooks, pool: db, feed }, RANGE);
    await replaceSampleDataWithLiveData(db, silent);

    const health = await getHealth();
    expect(health.status).toBe('degraded');
    expect(health.opportunities.is_sample_data).toBe(true);
    expect(health.sync.map((source) => [source.source_system, source.status])).toEqual([
      ['ContractsFinder', 'degraded'],
      ['FTS', 'degraded'],
    ]);
    const [cfState, ftsState] = health.sync;
    expect(cfState).toMatchObject({
      last_success_at: null,
      last_error: 'Contracts Finder answered 404 Not Found',
      failed_windows: 1,
      gaps: [{ from: RANGE.from.toISOString(), attempts: 1, retry_at: expect.any(String) }],
    });
    expect(ftsState.last_error).toBe('Find a Tender: response larger than 1 MB');
    expect(health.problems).toEqual(
      expect.arrayContaining([
        'ContractsFinder: no successful sync yet',
        expect.stringMatching(/^ContractsFinder: failing since .*: Contracts Finder answered 404/),
        expect.stringMatching(/^FTS: failing since .*: Find a Tender: response larger than/),
        'showing generated sample data: no live data synced yet',
      ]),
    );
  });

  it('is ok once every source has synced without a gap, and the samples are gone', async () => {
    const db = testApp.database.pool;
    portal = await startFakePortal({
      ContractsFinder: [createCfRelease({ date: '2026-09-01T06:00:00Z' })],
      FTS: [],
    });
    const later = () => new Date(Date.now() + 3 * 60 * 60 * 1000);
    const cf = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST });
    const fts = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST });
    for (const feed of [cf, fts])
      await syncSource({ hooks: ingestHooks, pool: db, feed }, { ...RANGE, now: later });
    await replaceSampleDataWithLiveData(db, silent);

    const health = await getHealth();
    expect(health.problems).toEqual([]);
    expect(health.status).toBe('ok');
    expect(health.opportunities).toEqual({ total: 1, is_sample_data: false });
    expect(health.sync.every((source) => source.status === 'ok' && source.gaps.length === 0)).toBe(
      true,
    );
    expect(health.sync[0].synced_until).toBe(RANGE.to.toISOString());
  });
});
