import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, type OpportunityInput } from '../../../test/factories/opportunity';
import { createDatabaseBefore, type TestDatabase } from '../../../test/helpers/database';
import { migrate } from '../../db/migrate';
import type { Pool } from '../../db/pool';

/**
 * Migration 0400 (ADR 0275) on a database that already holds notices: the words the search copy
 * and its rank tokens are built from must be the same computed from the text as they were read
 * from the dropped `opportunities.search_vector`, on every path that writes the copy.
 */
const NAME = `wac_test_words_${process.pid}`;
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

let database: TestDatabase;
beforeAll(async () => {
  // Every migration before 0400, as a database that predates it has them.
  database = await createDatabaseBefore(NAME, '0400');
  pool = database.pool;
}, 120_000);
afterAll(() => database?.close());

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
