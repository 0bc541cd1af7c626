import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { withTransaction } from '../../db/pool';
import { noHooks } from './ingest-hooks';
import { storeReleases } from './store-releases';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

/**
 * Migration 0456 (ADR 0340) queues for recompiling the ocids whose stored releases state a
 * contract period date at midnight or at the day's end, and no others.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!hasSamples)(`migration 0456 on the real samples${SAMPLES_MISSING_NOTE}`, () => {
  it('queues the records whose UTC period dates may name another UK day, and no others', async () => {
    await withTransaction(database.pool, (client) =>
      storeReleases(client, 'FTS', loadSampleReleases('FTS'), undefined, { hooks: noHooks }),
    );
    await database.pool.query('DELETE FROM recompile_queue');
    const sql = await readFile(
      path.join(MIGRATIONS_DIR, '0456_queue_contract_calendar_dates.sql'),
      'utf8',
    );
    await database.pool.query(sql);
    const { rows } = await database.pool.query<{ ocid: string; reason: string }>(
      'SELECT ocid, reason FROM recompile_queue ORDER BY ocid',
    );
    // Only a contract period's day end written in UTC in March to October can show another day
    // on UK clocks (midnight UTC is 01:00 the same UK day); read by hand from the files.
    expect(rows.map((row) => row.ocid)).toEqual(
      [
        '052a2e', // 028961-2025: "2025-05-19T00:00:00Z" to "2028-05-18T23:59:59Z"
        '06f19e', // 083608-2026: "2026-09-04T00:00:00Z" to "2026-09-20T23:59:59Z"
        '078219', // 094476-2026: "2030-10-31T23:59:59+00:00" (GMT by then: queued, unmoved)
      ].map((suffix) => `ocds-h6vhtk-${suffix}`),
    );
    expect(new Set(rows.map((row) => row.reason))).toEqual(new Set(['contract-calendar-dates']));
  });
});
