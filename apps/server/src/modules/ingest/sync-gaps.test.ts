import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { createFindATenderFeed } from './find-a-tender-client';
import { findSourceSyncStates } from './source-sync-state.repository';
import { syncSource } from './sync.service';
import { type FakePortal, startFakePortal } from './testing/fake-portal-server';
import { createRecordingLogger } from './testing/recording-logger';
import { createFtsRelease } from './testing/release-factory';

const HOUR = 60 * 60 * 1000;
const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, defaultRetryAfterMs: 1 };
const RANGE = { from: new Date('2026-09-03T00:00:00Z'), to: new Date('2026-09-04T00:00:00Z') };
const BAD_WINDOW_START = Date.parse('2026-09-03T06:00:00Z');

let database: TestDatabase;
let portal: FakePortal;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE opportunities, raw_releases, ingest_windows, ingest_sources CASCADE',
  );
});
afterEach(async () => {
  await portal?.close();
});

/** Two releases in each six-hour window of the range. */
const releases = Array.from({ length: 8 }, (_, n) =>
  createFtsRelease({ date: new Date(RANGE.from.getTime() + n * 3 * HOUR + HOUR).toISOString() }),
);

describe('failed windows', () => {
  it('are retried with back-off until they succeed, and synced_until never passes them', async () => {
    portal = await startFakePortal({ FTS: releases });
    // One window answers 404 for far longer than five runs (about 75 minutes on the real clock).
    portal.addFault({
      when: (r) => r.from === BAD_WINDOW_START,
      times: 1_000,
      fault: { type: 'status', status: 404 },
    });
    const feed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 10 });
    let clock = Date.parse('2026-09-04T00:00:00Z');
    const run = () =>
      syncSource(
        { hooks: ingestHooks, pool: database.pool, feed, logger: createRecordingLogger() },
        {
          ...RANGE,
          now: () => new Date(clock),
        },
      );

    const first = await run();
    // The windows after the bad one are synced all the same.
    expect(first).toMatchObject({ windowsTotal: 4, windowsDone: 3, windowsFailed: 1 });
    const badRequests = () => portal.requests.filter((r) => r.from === BAD_WINDOW_START).length;
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      const [state] = await findSourceSyncStates(database.pool);
      expect(state.synced_until?.toISOString()).toBe('2026-09-03T06:00:00.000Z');
      expect(state.failed_windows).toBe(1);
      expect(state.gaps).toEqual([
        expect.objectContaining({
          window_start: new Date(BAD_WINDOW_START),
          attempts: attempt - 1,
          last_error: 'Find a Tender answered 404 Not Found',
        }),
      ]);
      // A run before the back-off is over leaves the window alone.
      const before = badRequests();
      await run();
      expect(badRequests()).toBe(before);
      clock = state.gaps[0].retry_at!.getTime();
      await run();
      expect(badRequests()).toBe(before + 1);
    }
    const [failing] = await findSourceSyncStates(database.pool);
    expect(failing).toMatchObject({ errors_total: 8, failing_since: expect.any(Date) });
    // The back-off grew to its cap of two hours.
    expect(failing.gaps[0].retry_at!.getTime() - clock).toBe(2 * HOUR);

    // The portal recovers: the window is fetched and synced_until moves to the end.
    await portal.close();
    portal = await startFakePortal({ FTS: releases });
    const recovered = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 10 });
    clock = failing.gaps[0].retry_at!.getTime();
    const last = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: recovered },
      { ...RANGE, now: () => new Date(clock) },
    );
    expect(last).toMatchObject({ windowsDone: 1, error: null });
    const [healthy] = await findSourceSyncStates(database.pool);
    expect(healthy).toMatchObject({
      synced_until: RANGE.to,
      failed_windows: 0,
      gaps: [],
      failing_since: null,
      last_error: null,
    });
    const stored = await database.pool.query('SELECT count(*)::int AS n FROM raw_releases');
    expect(stored.rows[0].n).toBe(releases.length);
  });
});

describe('repeated pages and cursor loops (ADR 0169)', () => {
  const loopStart = Date.parse('2026-09-03T12:00:00Z');
  const isLoopWindow = (r: { from: number }) => r.from === loopStart;
  /** Thirty releases in the window from 12:00: three pages of ten. */
  const windowReleases = Array.from({ length: 30 }, (_, n) =>
    createFtsRelease({ date: new Date(loopStart + (n + 5) * 60_000).toISOString() }),
  );
  const storedCount = async () =>
    (await database.pool.query('SELECT count(*)::int AS n FROM raw_releases')).rows[0].n;

  it('reads on past pages that repeat earlier ones under fresh cursors, and stores what follows', async () => {
    portal = await startFakePortal({ FTS: [...releases, ...windowReleases] });
    // The second page comes back three more times, each with a new cursor, then the feed goes on.
    portal.addFault({
      when: (r) => isLoopWindow(r) && r.offset === 10,
      times: 4,
      fault: { type: 'repeat-page' },
    });
    const feed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 10 });
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed },
      { ...RANGE },
    );
    expect(result).toMatchObject({ error: null, windowsDone: 4, windowsFailed: 0 });
    expect(await storedCount()).toBe(releases.length + windowReleases.length);
    const [state] = await findSourceSyncStates(database.pool);
    expect(state.cursor_loops).toBe(0);
  });

  it('reads a window again from its first page when a cursor comes back, and says so', async () => {
    portal = await startFakePortal({ FTS: [...releases, ...windowReleases] });
    // links.next names the same cursor again, twice: a loop, which then goes away.
    portal.addFault({ when: isLoopWindow, times: 3, fault: { type: 'cursor-loop' } });
    const feed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 10 });
    const logger = createRecordingLogger();
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed, logger },
      { ...RANGE },
    );
    expect(result).toMatchObject({ error: null, windowsDone: 4 });
    expect(await storedCount()).toBe(releases.length + windowReleases.length);
    expect(logger.entries.some((entry) => entry.message?.includes('cursor loop'))).toBe(true);
    const [state] = await findSourceSyncStates(database.pool);
    expect(state).toMatchObject({
      cursor_loops: 1,
      last_cursor_loop: { window_start: new Date(loopStart) },
    });
  });

  it('fails a window whose cursor keeps coming back: a gap retried later, never "complete"', async () => {
    portal = await startFakePortal({ FTS: releases });
    portal.addFault({ when: isLoopWindow, times: 5_000, fault: { type: 'cursor-loop' } });
    const feed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, pageSize: 10 });
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed },
      { ...RANGE },
    );
    expect(result).toMatchObject({ windowsDone: 3, windowsFailed: 1 });
    expect(result.error).toMatch(/links\.next looped/);
    // Three reads of the window (the first and two more), two pages each.
    expect(portal.requests.filter(isLoopWindow)).toHaveLength(6);
    const [state] = await findSourceSyncStates(database.pool);
    expect(state.gaps).toEqual([
      expect.objectContaining({
        window_start: new Date(loopStart),
        last_error: expect.stringMatching(/links\.next looped/),
      }),
    ]);
    expect(state.cursor_loops).toBe(3);
  });
});
