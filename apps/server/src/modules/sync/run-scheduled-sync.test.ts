import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createRecordingLogger } from '../ingest/testing/recording-logger';
import { createCfRelease, createFtsRelease } from '../ingest/testing/release-factory';
import { isLeaderboardSummaryStale } from '../leaderboards/leaderboards.repository';
import { seedSampleData } from '../sample-data/seed-sample-data';
import { runScheduledSync } from './run-scheduled-sync';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, maxRetries: 1 };
const now = new Date('2026-09-02T00:00:00Z');

describe('scheduled sync', () => {
  let database: TestDatabase;
  let portal: FakePortal | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await portal?.close();
  });
  afterAll(async () => {
    await database.close();
  });

  const feedsFor = (baseUrl: string, logger = createRecordingLogger()) => ({
    ContractsFinder: createContractsFinderFeed({ baseUrl, logger, ...FAST, rateLimitPauseMs: 1 }),
    FTS: createFindATenderFeed({ baseUrl, logger, ...FAST, defaultRetryAfterMs: 1 }),
  });

  it('keeps the site up with sample data while both portals are down', async () => {
    await seedSampleData(database.pool, { count: 20 });
    const logger = createRecordingLogger();
    const results = await runScheduledSync({
      pool: database.pool,
      feeds: feedsFor('http://127.0.0.1:9', logger),
      backfillDays: 2,
      overlapMs: 3_600_000,
      logger,
      now: () => now,
    });
    expect(results.map((r) => r.error)).toEqual([expect.any(String), expect.any(String)]);
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM opportunities');
    expect(rows[0].n).toBe(20);
  });

  it('backfills both portals, then replaces the sample data with live data', async () => {
    portal = await startFakePortal({
      ContractsFinder: [createCfRelease({ date: '2026-09-01T10:00:00+01:00' })],
      FTS: [
        createFtsRelease({ date: '2026-09-01T09:00:00Z', tender: { title: 'Fleet telematics' } }),
      ],
    });
    const results = await runScheduledSync({
      pool: database.pool,
      feeds: feedsFor(portal.baseUrl),
      backfillDays: 2,
      overlapMs: 3_600_000,
      logger: createRecordingLogger(),
      now: () => now,
    });
    expect(results.map((r) => r.error)).toEqual([null, null]);
    const { rows } = await database.pool.query(
      `SELECT source_system, is_sample FROM opportunities ORDER BY source_system`,
    );
    expect(rows).toEqual([
      { source_system: 'ContractsFinder', is_sample: false },
      { source_system: 'FTS', is_sample: false },
    ]);
    const sources = await database.pool.query(
      'SELECT source_system, synced_until FROM ingest_sources ORDER BY source_system',
    );
    expect(sources.rows.every((row) => row.synced_until?.getTime() === now.getTime())).toBe(true);
    // The leaderboards were rebuilt from what the sync wrote: readers get the summary at once.
    expect(await isLeaderboardSummaryStale(database.pool)).toBe(false);

    // The next run starts from synced_until minus the overlap, not from the backfill start.
    const before = portal.requests.length;
    await runScheduledSync({
      pool: database.pool,
      feeds: feedsFor(portal.baseUrl),
      backfillDays: 2,
      overlapMs: 3_600_000,
      logger: createRecordingLogger(),
      now: () => new Date(now.getTime() + 15 * 60_000),
    });
    const later = portal.requests.slice(before);
    expect(later.length).toBeGreaterThan(0);
    expect(Math.min(...later.map((r) => r.from))).toBe(now.getTime() - 3_600_000);
  });
});
