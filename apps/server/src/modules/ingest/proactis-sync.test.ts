import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { createFetchWithExtraCa } from './portal-tls';
import { createProactisFeed, PROACTIS_NOTICE_TYPES } from './proactis-client';
import { syncSource } from './sync.service';
import {
  type FakeProactisPortal,
  SQL_ERROR_FAULT,
  startFakeProactisPortal,
} from './testing/fake-proactis-portal';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, timeoutMs: 5_000, maxRetries: 2 };
const APRIL_2019 = { from: new Date('2019-04-01T00:00:00Z'), to: new Date('2019-05-01T00:00:00Z') };
const chainDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing/tls-chain');
const readChain = (name: string) => readFileSync(path.join(chainDir, name), 'utf8');
/** A clock past a failed window's first back-off (5 minutes, ADR 0063). */
const afterBackOff = () => new Date(Date.now() + 10 * 60_000);

let database: TestDatabase;
let portal: FakeProactisPortal;
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

// The 2019 PCS sample: OJEU contract notices (noticeType 2), releases without an `id`.
const pcsReleases = () => (hasSamples ? loadSampleReleases('PCS') : []);
const aprilOcids = () =>
  new Set(
    pcsReleases()
      .filter((release) => release.date?.startsWith('2019-04'))
      .map((r) => r.ocid),
  );

async function count(sql: string) {
  const { rows } = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${sql}`,
  );
  return rows[0].n;
}

function pcsFeed(fetchImpl?: typeof fetch) {
  return createProactisFeed({ source: 'PCS', baseUrl: portal.baseUrl, fetch: fetchImpl, ...FAST });
}

describe.skipIf(!hasSamples)(`Public Contracts Scotland sync${SAMPLES_MISSING_NOTE}`, () => {
  it('asks for each notice type of each month and stores that month’s releases', async () => {
    portal = await startFakeProactisPortal({ 2: pcsReleases() });
    const result = await syncSource({ pool: database.pool, feed: pcsFeed() }, APRIL_2019);
    expect(result.error).toBeNull();
    expect(portal.requests.map((request) => request.noticeType)).toEqual([
      ...PROACTIS_NOTICE_TYPES.PCS,
    ]);
    expect(new Set(portal.requests.map((r) => `${r.month} ${r.outputType}`))).toEqual(
      new Set(['04-2019 0']),
    );
    // Every other type answered a package without `releases`: empty, not an error.
    expect(await count(`raw_releases WHERE source_system = 'PCS'`)).toBe(aprilOcids().size);
    expect(await count(`opportunities WHERE source_system = 'PCS'`)).toBe(aprilOcids().size);
    expect(await count(`ingest_windows WHERE source_system = 'PCS' AND status = 'done'`)).toBe(1);
  });

  it('treats a 500 with SQL Server’s error text as a failed window, retried on the next run', async () => {
    portal = await startFakeProactisPortal({ 2: pcsReleases() });
    portal.addFault({
      when: (request) => request.noticeType === 2,
      fault: SQL_ERROR_FAULT,
      times: 3,
    });
    const deps = { pool: database.pool, feed: pcsFeed() };
    const failed = await syncSource(deps, APRIL_2019);
    expect(failed.error).toContain('Error converting data type nvarchar to float');
    expect(await count('raw_releases')).toBe(0);
    const { rows } = await database.pool.query(
      `SELECT status, last_error, next_cursor FROM ingest_windows WHERE source_system = 'PCS'`,
    );
    expect(rows[0].status).toBe('failed');
    expect(rows[0].next_cursor).toContain('noticeType=2');

    const before = portal.requests.length;
    // The failed window is due again once its back-off is over (ADR 0063).
    const retried = await syncSource(deps, { ...APRIL_2019, now: afterBackOff });
    expect(retried.error).toBeNull();
    // The rerun resumed at the failed notice type rather than starting the month again.
    expect(portal.requests[before].noticeType).toBe(2);
    expect(await count('opportunities')).toBe(aprilOcids().size);
  });

  it('verifies a host that omits its intermediate certificate with the extra CA, never without', async () => {
    portal = await startFakeProactisPortal(
      { 2: pcsReleases() },
      { tls: { key: readChain('leaf.key'), cert: readChain('leaf.pem') } },
    );
    const root = readChain('root.pem');
    const withoutIntermediate = await syncSource(
      { pool: database.pool, feed: pcsFeed(createFetchWithExtraCa([], [root])) },
      APRIL_2019,
    );
    expect(withoutIntermediate.error).toMatch(/network error|certificate/i);
    expect(portal.requests).toHaveLength(0);

    const fetchWithIntermediate = createFetchWithExtraCa([readChain('intermediate.pem')], [root]);
    const verified = await syncSource(
      { pool: database.pool, feed: pcsFeed(fetchWithIntermediate) },
      { ...APRIL_2019, now: afterBackOff },
    );
    expect(verified.error).toBeNull();
    expect(await count('opportunities')).toBe(aprilOcids().size);
  });
});
