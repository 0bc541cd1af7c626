import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { withTransaction } from '../../db/pool';
import { compileReleases } from './compile-record';
import { upsertOpportunity } from './ingest.repository';
import { mapOpportunity } from './map-opportunity';
import type { OcdsRelease } from './ocds-types';
import { insertRawReleases } from './raw-releases.repository';
import { recompileQueuedOcids } from './recompile-queue';
import { countQueuedOcids } from './recompile-queue.repository';
import { createCfRelease } from './testing/release-factory';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.pool.query('TRUNCATE opportunities, raw_releases, recompile_queue CASCADE');
});

/** Stores releases and their opportunity as the ingest did before entities were decoded. */
async function storeCompiledTheOldWay(releases: OcdsRelease[]) {
  await withTransaction(database.pool, async (client) => {
    await insertRawReleases(client, 'ContractsFinder', releases);
    await upsertOpportunity(client, mapOpportunity(compileReleases(releases), 'ContractsFinder'));
  });
}

/** Migration 0100's statement that fills the queue, run again on the rows stored since. */
async function queueLikeMigration0100() {
  const sql = await readFile(path.join(MIGRATIONS_DIR, '0100_recompile_queue.sql'), 'utf8');
  const insert = sql.slice(sql.indexOf('INSERT INTO recompile_queue'));
  await database.pool.query(insert);
}

const titleOf = async (ocid: string) =>
  (await database.pool.query('SELECT title, buyer_name FROM opportunities WHERE ocid = $1', [ocid]))
    .rows[0];

describe('recompiling opportunities stored before entities were decoded', () => {
  it('queues only ocids whose releases hold an entity, fixes them, and empties the queue', async () => {
    const bede = createCfRelease({
      tender: { title: 'St Bede&apos;s Primary &amp; Nursery', status: 'active' },
      buyer: { id: 'GB-CFS-9', name: 'Smith &amp; Sons Trust' },
      parties: [{ id: 'GB-CFS-9', name: 'Smith &amp; Sons Trust', roles: ['buyer'] }],
    });
    const plain = createCfRelease({ tender: { title: 'R&D grounds maintenance' } });
    await storeCompiledTheOldWay([bede]);
    await storeCompiledTheOldWay([plain]);
    expect(await titleOf(bede.ocid)).toEqual({
      title: 'St Bede&apos;s Primary &amp; Nursery',
      buyer_name: 'Smith &amp; Sons Trust',
    });

    await queueLikeMigration0100();
    const queued = await database.pool.query('SELECT ocid, reason FROM recompile_queue');
    expect(queued.rows).toEqual([{ ocid: bede.ocid, reason: 'html-entities' }]);

    expect(await recompileQueuedOcids({ hooks: ingestHooks, pool: database.pool })).toEqual({
      compiled: 1,
      deferred: 0,
    });
    expect(await titleOf(bede.ocid)).toEqual({
      title: "St Bede's Primary & Nursery",
      buyer_name: 'Smith & Sons Trust',
    });
    expect(await titleOf(plain.ocid)).toMatchObject({ title: 'R&D grounds maintenance' });
    expect(await countQueuedOcids(database.pool)).toBe(0);
  });

  it('leaves an ocid queued while a sync holds its opportunity, and compiles it next run', async () => {
    const release = createCfRelease({ tender: { title: 'Ysgol Gymraeg &#8211; roof' } });
    await storeCompiledTheOldWay([release]);
    await queueLikeMigration0100();

    const sync = await database.pool.connect();
    try {
      await sync.query('BEGIN');
      await sync.query('SELECT id FROM opportunities WHERE ocid = $1 FOR UPDATE', [release.ocid]);
      expect(await recompileQueuedOcids({ hooks: ingestHooks, pool: database.pool })).toEqual({
        compiled: 0,
        deferred: 1,
      });
      await sync.query('COMMIT');
    } finally {
      sync.release();
    }
    expect(await countQueuedOcids(database.pool)).toBe(1);
    expect(await recompileQueuedOcids({ hooks: ingestHooks, pool: database.pool })).toEqual({
      compiled: 1,
      deferred: 0,
    });
    expect((await titleOf(release.ocid)).title).toBe('Ysgol Gymraeg – roof');
  });
});
