import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { withTransaction } from '../../db/pool';
import { noHooks } from './ingest-hooks';
import { storeReleases } from './store-releases';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

/** Migration 0458 (ADR 0342) queues the records stored with a republished award, no others. */
const JUXTAPOSED = 'ocds-b5fd17-d27e67d3-4492-49b7-aa14-bede88766821';
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!hasSamples)(`migration 0458 on the real samples${SAMPLES_MISSING_NOTE}`, () => {
  it('queues a record stored with its republished award, and no other', async () => {
    for (const source of ['FTS', 'ContractsFinder'] as const) {
      await withTransaction(database.pool, (client) =>
        storeReleases(client, source, loadSampleReleases(source), undefined, { hooks: noHooks }),
      );
    }
    // As stored before the rule: award -2 beside award -1 (same value and decision date).
    await database.pool.query(
      `INSERT INTO awards (opportunity_id, position, ocid, award_id, value_amount, value_currency,
                           award_decision_date)
       SELECT a.opportunity_id, a.position + 1, a.ocid, $1 || '-2', a.value_amount,
              a.value_currency, a.award_decision_date
         FROM awards a JOIN opportunity_sources s ON s.opportunity_id = a.opportunity_id
        WHERE s.ocid = $1`,
      [JUXTAPOSED],
    );
    await database.pool.query('DELETE FROM recompile_queue');
    const sql = await readFile(
      path.join(MIGRATIONS_DIR, '0458_queue_republished_awards.sql'),
      'utf8',
    );
    await database.pool.query(sql);
    const { rows } = await database.pool.query('SELECT ocid, reason FROM recompile_queue');
    expect(rows).toEqual([{ ocid: JUXTAPOSED, reason: 'republished-awards' }]);
  });
});
