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
 * Migration 0457 (ADR 0343) queues the opportunities stored with a placeholder amount (below one
 * unit) for recompiling, and no others.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!hasSamples)(`migration 0457 on the real samples${SAMPLES_MISSING_NOTE}`, () => {
  it('queues the ocids whose stored tender or award value is below one unit', async () => {
    await withTransaction(database.pool, (client) =>
      storeReleases(client, 'FTS', loadSampleReleases('FTS'), undefined, { hooks: noHooks }),
    );
    // As stored before ADR 0343: 083608-2026's award with its £0.01 contract value, and a
    // tender value of £0.01 on 083563-2026.
    await database.pool.query(
      `UPDATE awards a SET value_amount = 0.01 FROM opportunity_sources s
        WHERE s.opportunity_id = a.opportunity_id AND s.ocid = 'ocds-h6vhtk-06f19e'`,
    );
    await database.pool.query(
      `UPDATE opportunities o SET tender_value_amount = 0.01 FROM opportunity_sources s
        WHERE s.opportunity_id = o.id AND s.ocid = 'ocds-h6vhtk-06f17d'`,
    );
    await database.pool.query('DELETE FROM recompile_queue');
    const sql = await readFile(
      path.join(MIGRATIONS_DIR, '0457_queue_placeholder_amounts.sql'),
      'utf8',
    );
    await database.pool.query(sql);
    const { rows } = await database.pool.query<{ ocid: string; reason: string }>(
      'SELECT ocid, reason FROM recompile_queue ORDER BY ocid',
    );
    expect(rows).toEqual([
      { ocid: 'ocds-h6vhtk-06f17d', reason: 'placeholder-amounts' },
      { ocid: 'ocds-h6vhtk-06f19e', reason: 'placeholder-amounts' },
    ]);
  });
});
