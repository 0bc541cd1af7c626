import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOpportunity, type OpportunityInput } from '../../../test/factories/opportunity';
import { MIGRATIONS_DIR, migrate } from '../../db/migrate';
import { withDatabaseName } from '../../db/open-database';
import { createPool, type Pool } from '../../db/pool';

/**
 * Migration 0400 (ADR 0275) on a database that already holds notices: the words the search copy
 * and its rank tokens are built from must be the same computed from the text as they were read
 * from the dropped `opportunities.search_vector`, on every path that writes the copy.
 */
const NAME = `wac_test_words_${process.pid}`;
const adminUrl = () => inject('databaseAdminUrl');
let pool: Pool;

const NOTICES: OpportunityInput[] = [
  {
    title: 'Health and safety training for highway maintenance crews',
    description: 'Social value is scored. The supplier repairs roads and bridges in winter.',
    buyer_name: 'Northshire County Council',
  },
  {
    title: 'Repair and maintenance of school boilers',
    description: null,
    buyer_name: null,
    awards: [{ suppliers: [{ name: 'Boiler Works Ltd' }, { name: 'Heat & Co' }] }],
  },
  { title: 'Catering', description: 'The the and of a.', buyer_name: 'NHS Trust' },
];

type Copy = { id: string; vector: string; tokens: string };
const readCopy = async () =>
  (
    await pool.query<Copy>(
      `SELECT s.opportunity_id::text AS id, s.search_vector::text AS vector,
              r.rank_tokens::text AS tokens
         FROM opportunity_search s JOIN opportunity_search_rank r USING (opportunity_id)
        ORDER BY s.opportunity_id`,
    )
  ).rows;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  pool = createPool(withDatabaseName(adminUrl(), NAME), 3);
  // Every migration before 0400, as a database that predates it has them.
  const before = await mkdtemp(path.join(os.tmpdir(), 'wac-before-0400-'));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && file < '0400')
      await symlink(path.join(MIGRATIONS_DIR, file), path.join(before, file));
  }
  await migrate(pool, before);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
});

describe('migration 0400: search words computed from the text, the stored column dropped', () => {
  it('keeps every copied vector and rank token identical, on update, insert and rebuild', async () => {
    for (const notice of NOTICES) await createOpportunity(pool, notice);
    const before = await readCopy();
    expect(before).toHaveLength(NOTICES.length);
    expect(before[0]?.vector).toContain("'social 1 valu'");

    expect(await migrate(pool)).toContain('0400_search_words_computed_once.sql');
    const column = await pool.query(
      `SELECT 1 FROM information_schema.columns
        WHERE table_name = 'opportunities' AND column_name = 'search_vector'`,
    );
    expect(column.rowCount).toBe(0);

    // A sync rewriting each notice (the trigger reads the view) changes nothing in the copy...
    await pool.query(`UPDATE opportunities SET title = title || ' '`);
    await pool.query(`UPDATE opportunities SET title = rtrim(title)`);
    expect(await readCopy()).toEqual(before);

    // ...nor does building the copy again from the view, as the benchmark's bulk load does.
    await pool.query('DELETE FROM opportunity_search');
    await pool.query(
      `INSERT INTO opportunity_search (
         opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
         search_value, buyer_name, cpv_prefixes, search_vector, lifecycle_stage)
       SELECT opportunity_id, facet_key, release_date, tender_deadline_date,
              award_date_published, search_value, buyer_name, cpv_prefixes, search_vector,
              lifecycle_stage
         FROM opportunity_search_source`,
    );
    expect(await readCopy()).toEqual(before);

    // A notice inserted now gets the words the same notice got before the migration.
    const again = await createOpportunity(pool, NOTICES[0]);
    const copies = await readCopy();
    const added = copies.find((copy) => copy.id === String(again.id));
    expect(added?.vector).toBe(before[0]?.vector);
    expect(added?.tokens).toBe(before[0]?.tokens);
  });
});
