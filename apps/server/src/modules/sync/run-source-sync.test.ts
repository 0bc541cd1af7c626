import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { syncReactions } from '../../data-reactions';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createRecordingLogger } from '../ingest/testing/recording-logger';
import { createCfRelease, createFtsRelease } from '../ingest/testing/release-factory';
import { isLeaderboardSummaryStale } from '../leaderboards/leaderboards.repository';
import { seedSampleData } from '../sample-data/seed-sample-data';
import { runSourceSync } from './run-source-sync';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, maxRetries: 1 };
const now = new Date('2026-09-02T00:00:00Z');

describe('one source sync run', () => {
  let database: TestDatabase;
  let portal: FakePortal | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await database.pool.query('TRUNCATE ingest_windows, ingest_sources');
  });
  afterEach(async () => {
    await portal?.close();
  });
  afterAll(async () => {
    await database.close();
  });

  const cfFeed = (baseUrl: string) =>
    createContractsFinderFeed({ baseUrl, ...FAST, rateLimitPauseMs: 1 });
  const ftsFeed = (baseUrl: string) =>
    createFindATenderFeed({ baseUrl, ...FAST, defaultRetryAfterMs: 1 });
  const run = (feed: ReturnType<typeof cfFeed>, at = now) =>
    runSourceSync({
      reactions: syncReactions,
      pool: database.pool,
      feed,
      backfillDays: 2,
      overlapMs: 3_600_000,
      logger: createRecordingLogger(),
      now: () => at,
    });

  it('keeps the site up with sample data while a portal is down', async () => {
    await seedSampleData(database.pool, { count: 20 });
    const result = await run(ftsFeed('http://127.0.0.1:9'));
    expect(result?.error).toEqual(expect.any(String));
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM opportunities');
    expect(rows[0].n).toBe(20);
  });

  it('backfills each portal, then replaces the sample data with live data', async () => {
    portal = await startFakePortal({
      ContractsFinder: [createCfRelease({ date: '2026-09-01T10:00:00+01:00' })],
      FTS: [
        createFtsRelease({ date: '2026-09-01T09:00:00Z', tender: { title: 'Fleet telematics' } }),
      ],
    });
    expect((await run(cfFeed(portal.baseUrl)))?.error).toBeNull();
    expect((await run(ftsFeed(portal.baseUrl)))?.error).toBeNull();
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
    await run(ftsFeed(portal.baseUrl), new Date(now.getTime() + 15 * 60_000));
    const later = portal.requests.slice(before);
    expect(later.length).toBeGreaterThan(0);
    expect(Math.min(...later.map((r) => r.from))).toBe(now.getTime() - 3_600_000);
  });
});
