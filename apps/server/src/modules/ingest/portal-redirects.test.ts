import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers/app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { createFindATenderFeed } from './find-a-tender-client';
import { syncSource } from './sync.service';
import { type FakePortal, startFakePortal } from './testing/fake-portal-server';
import { createFtsRelease } from './testing/release-factory';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, maxRetries: 1 };
const RANGE = { from: new Date('2026-09-03T00:00:00Z'), to: new Date('2026-09-03T06:00:00Z') };
const releases = [createFtsRelease({ date: '2026-09-03T01:00:00Z' })];

let database: TestDatabase;
let app: FastifyInstance;
let configured: FakePortal;
let elsewhere: FakePortal;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ app } = await buildTestApp(database.pool));
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(async () => {
  await database.pool.query(
    'TRUNCATE opportunities, raw_releases, ingest_windows, ingest_sources CASCADE',
  );
});
afterEach(async () => {
  await configured?.close();
  await elsewhere?.close();
});

const storedReleases = async () =>
  (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM raw_releases')).rows[0]!
    .n;
const sync = () =>
  syncSource(
    {
      hooks: ingestHooks,
      pool: database.pool,
      feed: createFindATenderFeed({ baseUrl: configured.baseUrl, ...FAST }),
    },
    RANGE,
  );
const healthProblems = async () =>
  ((await app.inject({ method: 'GET', url: '/api/health/' })).json() as { problems: string[] })
    .problems;

describe('a portal that redirects (ADR 0168)', () => {
  it('is not followed to another host: nothing from there is stored, and health says why', async () => {
    configured = await startFakePortal({});
    // Another server on loopback, on another port: another origin, with releases to offer.
    elsewhere = await startFakePortal({ FTS: releases });
    configured.addFault({
      when: () => true,
      times: 100,
      fault: { type: 'redirect', to: (url) => `${elsewhere.baseUrl}${url.pathname}${url.search}` },
    });
    const result = await sync();
    expect(result.error).toMatch(/redirected to another host \(127\.0\.0\.1:\d+\)/);
    expect(elsewhere.requests).toHaveLength(0);
    expect(await storedReleases()).toBe(0);
    expect((await healthProblems()).join('\n')).toMatch(
      /FTS: failing since .*: Find a Tender: redirected to another host \(127\.0\.0\.1:\d+\); refused/,
    );
  });

  it('is followed on its own host', async () => {
    configured = await startFakePortal({ FTS: releases });
    configured.addFault({
      when: (request) => !request.url.includes('moved='),
      times: 100,
      fault: { type: 'redirect', status: 301, to: (url) => `${url.toString()}&moved=1` },
    });
    const result = await sync();
    expect(result.error).toBeNull();
    expect(await storedReleases()).toBe(1);
  });

  it('says "redirect loop" of a redirect loop, not "fetch failed"', async () => {
    configured = await startFakePortal({ FTS: releases });
    configured.addFault({
      when: () => true,
      times: 1_000,
      fault: { type: 'redirect', to: (url) => url.toString() },
    });
    const result = await sync();
    expect(result.error).toMatch(/^Find a Tender: redirect loop/);
    expect((await healthProblems()).join('\n')).toMatch(/redirect loop/);
  });
});
