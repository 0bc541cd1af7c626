import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { withTransaction } from '../../db/pool';
import type { OcdsRelease } from './ocds-types';
import { recompileQueuedOcids } from './recompile-queue';
import { storeReleases } from './store-releases';
import { createFtsRelease } from './testing/release-factory';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  // A test's clean slate: the workspace audit log refuses TRUNCATE (append-only, ADR 0205), so
  // its triggers are set aside for this one statement, as a restore would.
  await database.pool.query(`BEGIN;
    SET LOCAL session_replication_role = replica;
    TRUNCATE opportunities, raw_releases, recompile_queue, users, alert_profiles CASCADE;
    COMMIT;`);
});

const PCS_OCID = 'ocds-r6ebe6-0000569201';
const BUYER = 'NHS National Services Scotland';

/** Find a Tender's copy of a Scottish notice: another wording, the PCS footer. */
const ftsCopy = () =>
  createFtsRelease({
    date: '2026-03-02T10:00:00+00:00',
    buyer: { id: 'GB-FTS-1', name: 'NHS NSS' },
    parties: [{ id: 'GB-FTS-1', name: 'NHS NSS', roles: ['buyer'] }],
    tender: { title: 'Frameworks Scotland 3', description: 'Works. (SC Ref:569201)' },
  });

const pcsNotice = (): OcdsRelease => ({
  ocid: PCS_OCID,
  id: `${PCS_OCID}-2026-03-01-tender`,
  date: '2026-03-01T00:00:00Z',
  tag: ['tender'],
  buyer: { id: 'org-1', name: BUYER },
  parties: [{ id: 'org-1', name: BUYER, roles: ['buyer'] }],
  tender: { title: 'Frameworks Scotland 3 (NHS)', description: 'Construction frameworks.' },
});

async function store(source: 'FTS' | 'PCS', release: OcdsRelease) {
  await withTransaction(database.pool, (client) =>
    storeReleases(client, source, [release], undefined, { hooks: ingestHooks }),
  );
}

/** An ocid compiled before migration 0131: linked, but with no cross-post references. */
async function forgetCrossPostRefs(ocid: string) {
  await database.pool.query(
    `UPDATE opportunity_sources SET cross_post_refs = '{}' WHERE ocid = $1`,
    [ocid],
  );
}

async function queueLikeMigration0191() {
  const sql = await readFile(path.join(MIGRATIONS_DIR, '0191_queue_cross_post_refs.sql'), 'utf8');
  await database.pool.query(sql.slice(sql.indexOf('INSERT INTO recompile_queue')));
}

async function opportunities() {
  const { rows } = await database.pool.query<{ id: number; wac_id: string; ocids: string[] }>(
    `SELECT o.id, o.wac_id, array_agg(s.ocid ORDER BY s.ocid) AS ocids
       FROM opportunities o JOIN opportunity_sources s ON s.opportunity_id = o.id
      GROUP BY o.id ORDER BY o.id`,
  );
  return rows;
}

describe('cross-posts of ocids compiled before cross-post references (migration 0191)', () => {
  it('queues the Find a Tender copy, so the Scottish notice arriving later joins it', async () => {
    const fts = ftsCopy();
    await store('FTS', fts);
    await store('FTS', createFtsRelease({ tender: { title: 'No footer here' } }));
    await forgetCrossPostRefs(fts.ocid);

    await queueLikeMigration0191();
    const queued = await database.pool.query('SELECT ocid, reason FROM recompile_queue');
    expect(queued.rows).toEqual([{ ocid: fts.ocid, reason: 'cross-post-refs' }]);
    expect(await recompileQueuedOcids({ hooks: ingestHooks, pool: database.pool })).toEqual({
      compiled: 1,
      deferred: 0,
    });

    await store('PCS', pcsNotice());
    const linked = (await opportunities()).find((row) => row.ocids.includes(PCS_OCID));
    expect(linked?.ocids).toEqual([fts.ocid, PCS_OCID].sort());
  });

  it('merges a pair stored apart into the older opportunity, with its favourites, alerts and changes', async () => {
    const fts = ftsCopy();
    await store('FTS', fts);
    await forgetCrossPostRefs(fts.ocid);
    // The Scottish notice arrived while the copy had no references: two opportunities.
    await store('PCS', pcsNotice());
    const [older, newer] = await opportunities();
    expect(newer.ocids).toEqual([PCS_OCID]);

    const user = await createUser(database.pool);
    await database.pool.query(
      'INSERT INTO favourites (user_id, opportunity_id) VALUES ($1, $2), ($1, $3)',
      [user.id, older.id, newer.id],
    );
    const { rows: profiles } = await database.pool.query<{ id: number }>(
      `INSERT INTO alert_profiles (user_id, profile_name) VALUES ($1, 'Frameworks') RETURNING id`,
      [user.id],
    );
    await database.pool.query(
      `INSERT INTO alert_deliveries (profile_id, opportunity_id, digest_key) VALUES ($1, $2, 'd1')`,
      [profiles[0].id, newer.id],
    );
    const { rows: buyers } = await database.pool.query<{ id: number }>(
      `INSERT INTO organisations (name) VALUES ('Scottish buyer') RETURNING id`,
    );
    await database.pool.query(
      `INSERT INTO follow_deliveries (user_id, role, opportunity_id, organisation_id, digest_key)
       VALUES ($1, 'buyer', $2, $3, 'd1')`,
      [user.id, newer.id, buyers[0].id],
    );
    const { rows: changes } = await database.pool.query<{ id: number }>(
      `INSERT INTO opportunity_changes (opportunity_id, kind, old_value, new_value)
       VALUES ($1, 'deadline', '"2026-01-01T12:00:00Z"', '"2026-02-01T12:00:00Z"') RETURNING id`,
      [newer.id],
    );

    await queueLikeMigration0191();
    await recompileQueuedOcids({ hooks: ingestHooks, pool: database.pool });

    const merged = await opportunities();
    expect(merged).toEqual([
      { id: older.id, wac_id: older.wac_id, ocids: [fts.ocid, PCS_OCID].sort() },
    ]);
    const { rows: sources } = await database.pool.query(
      'SELECT sources FROM opportunities WHERE id = $1',
      [older.id],
    );
    expect(new Set(sources[0].sources)).toEqual(new Set(['FTS', 'PCS']));
    const favourites = await database.pool.query(
      'SELECT opportunity_id FROM favourites WHERE user_id = $1',
      [user.id],
    );
    expect(favourites.rows).toEqual([{ opportunity_id: older.id }]);
    // The merged opportunity is not alerted again to a profile that had it.
    const deliveries = await database.pool.query('SELECT opportunity_id FROM alert_deliveries');
    expect(deliveries.rows).toEqual([{ opportunity_id: older.id }]);
    const followDeliveries = await database.pool.query(
      'SELECT opportunity_id FROM follow_deliveries',
    );
    expect(followDeliveries.rows).toEqual([{ opportunity_id: older.id }]);
    // What changed in the absorbed one stays in the favourite's history (issue 20).
    const change = await database.pool.query(
      'SELECT opportunity_id FROM opportunity_changes WHERE id = $1',
      [changes[0]?.id],
    );
    expect(change.rows).toEqual([{ opportunity_id: older.id }]);
  });
});
