import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeNoticeType } from '@wac/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import type { OcdsRelease } from './ocds-types';
import { createFetchWithExtraCa } from './portal-tls';
import { createProactisFeed, NOTICE_TYPES_ASKED } from './proactis-client';
import { storeReleases } from './store-releases';
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
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: pcsFeed() },
      APRIL_2019,
    );
    expect(result.error).toBeNull();
    // The OJEU forms, then PCS's own site notices (DATA-SOURCES.md).
    expect(portal.requests.map((request) => request.noticeType)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 101, 102, 103, 104],
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
    const deps = { pool: database.pool, feed: pcsFeed(), hooks: ingestHooks };
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
      {
        hooks: ingestHooks,
        pool: database.pool,
        feed: pcsFeed(createFetchWithExtraCa([], [root])),
      },
      APRIL_2019,
    );
    expect(withoutIntermediate.error).toMatch(/network error|certificate/i);
    expect(portal.requests).toHaveLength(0);

    const fetchWithIntermediate = createFetchWithExtraCa([readChain('intermediate.pem')], [root]);
    const verified = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: pcsFeed(fetchWithIntermediate) },
      { ...APRIL_2019, now: afterBackOff },
    );
    expect(verified.error).toBeNull();
    expect(await count('opportunities')).toBe(aprilOcids().size);
  });

  it('keeps the notice type each release was asked as, and lets it decide the stage', async () => {
    const [contract, quickQuote, amended] = [...aprilOcids()].slice(0, 3).map((ocid) => {
      const release = pcsReleases().find((item) => item.ocid === ocid) as OcdsRelease;
      return release;
    });
    // A Quick Quote award (104) tagged like a tender: the tags are not enough to know it.
    const amendment = { ...amended, tag: ['tenderAmendment'] };
    portal = await startFakeProactisPortal({ 102: [contract, amendment], 104: [quickQuote] });
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: pcsFeed() },
      APRIL_2019,
    );
    expect(result.error).toBeNull();

    const { rows: raw } = await database.pool.query<{ ocid: string; requested: number }>(
      'SELECT ocid, requested_notice_type AS requested FROM raw_releases ORDER BY ocid',
    );
    expect(new Map(raw.map((row) => [row.ocid, row.requested]))).toEqual(
      new Map([
        [contract.ocid, 102],
        [quickQuote.ocid, 104],
        [amended.ocid, 102],
      ]),
    );
    const opportunity = async (ocid: string) => {
      const { rows } = await database.pool.query<{ stage: string; notice_type: string }>(
        'SELECT stage, notice_type FROM opportunities WHERE ocid = $1',
        [ocid],
      );
      return rows[0];
    };
    expect(await opportunity(quickQuote.ocid)).toEqual({ stage: 'award', notice_type: '104' });
    expect(await opportunity(contract.ocid)).toEqual({ stage: 'tender', notice_type: '102' });
    // A tag refines the type's stage, never contradicts it.
    expect(await opportunity(amended.ocid)).toEqual({
      stage: 'tenderAmendment',
      notice_type: '102',
    });
    expect(describeNoticeType('104')).toBe('Quick Quote award notice');
    expect(describeNoticeType('102')).toBe('Website contract notice');
  });

  it('gives a release imported from a file (no type) the type a later sync asks it as', async () => {
    const [release] = pcsReleases().filter((item) => aprilOcids().has(item.ocid));
    await storeReleases(database.pool, 'PCS', [release], undefined, { hooks: ingestHooks });
    const typeOf = async () => {
      const { rows } = await database.pool.query<{ requested: number | null; type: string }>(
        `SELECT r.requested_notice_type AS requested, o.notice_type AS type
           FROM raw_releases r JOIN opportunities o ON o.ocid = r.ocid`,
      );
      return rows[0];
    };
    // Saved files say nothing about the type asked: the notice document's type stands in.
    expect(await typeOf()).toEqual({ requested: null, type: 'contractNotice' });

    portal = await startFakeProactisPortal({ 103: [release] });
    const result = await syncSource(
      { hooks: ingestHooks, pool: database.pool, feed: pcsFeed() },
      APRIL_2019,
    );
    expect(result.error).toBeNull();
    expect(result.newReleases).toBe(0);
    expect(await typeOf()).toEqual({ requested: 103, type: '103' });
  });
});

describe('notice types asked of each portal', () => {
  it('asks Sell2Wales for the OJEU forms and its own site notices 51-56', () => {
    expect(NOTICE_TYPES_ASKED.Sell2Wales).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 12, 13, 14, 15, 20, 21, 22, 23, 24, 25, 51, 52, 53, 54, 55, 56],
    ]);
  });
});
