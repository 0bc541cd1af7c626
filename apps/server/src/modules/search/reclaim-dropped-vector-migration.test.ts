import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import {
  createDatabaseBefore,
  migrateBefore,
  type TestDatabase,
} from '../../../test/helpers/database';
import { MIGRATIONS_DIR, migrate } from '../../db/migrate';
import type { Pool } from '../../db/pool';

/**
 * Migration 0430 (ADR 0320): rows written before migration 0400 still hold the dropped
 * `opportunities.search_vector`; 0430 rewrites the table once so they do not, keeping every live
 * value, and leaves a table without such bytes alone.
 */
const NAME = `wac_test_reclaim_${process.pid}`;
const MIGRATION = '0430_reclaim_dropped_search_vector.sql';
let pool: Pool;

/** Migrations named before `first`, as a database that predates it has them. */
async function droppedBytesPerRow(): Promise<number> {
  const { rows: columns } = await pool.query<{ name: string }>(
    `SELECT quote_ident(attname) AS name FROM pg_attribute
      WHERE attrelid = 'opportunities'::regclass AND attnum > 0 AND NOT attisdropped
      ORDER BY attnum`,
  );
  const live = columns.map((column) => `t.${column.name}`).join(', ');
  const { rows } = await pool.query<{ bytes: number }>(
    `SELECT avg(pg_column_size(t.*) - pg_column_size(ROW(${live})))::float8 AS bytes
       FROM opportunities t`,
  );
  return rows[0]?.bytes ?? 0;
}

const liveRows = async () =>
  (await pool.query('SELECT to_jsonb(o) AS row FROM opportunities o ORDER BY id')).rows;

const relfilenode = async () =>
  (
    await pool.query<{ node: string }>(
      `SELECT relfilenode::text AS node FROM pg_class WHERE oid = 'opportunities'::regclass`,
    )
  ).rows[0]?.node;

let database: TestDatabase;
beforeAll(async () => {
  database = await createDatabaseBefore(NAME, '0400');
  pool = database.pool;
}, 120_000);
afterAll(() => database?.close());

describe('migration 0430: the dropped search vector reclaimed', () => {
  it('rewrites rows written before 0400 without their dropped bytes, every live value kept', async () => {
    for (let index = 0; index < 40; index += 1) {
      await createOpportunity(pool, {
        title: `Highway maintenance and winter gritting, lot ${index}`,
        description:
          `Social value is scored. The supplier repairs roads, bridges and footways ${index}. `.repeat(
            6,
          ),
        buyer_name: 'Northshire County Council',
      });
    }
    await migrateBefore(pool, '0430');
    expect(await droppedBytesPerRow()).toBeGreaterThan(100);
    const before = await liveRows();

    expect(await migrate(pool)).toContain(MIGRATION);
    expect(await droppedBytesPerRow()).toBe(0);
    expect(await liveRows()).toEqual(before);
    const clustered = await pool.query(
      `SELECT 1 FROM pg_index WHERE indrelid = 'opportunities'::regclass AND indisclustered`,
    );
    expect(clustered.rowCount).toBe(0);

    // Run again on a table that holds no dropped bytes: sampled, not rewritten.
    const node = await relfilenode();
    await pool.query(await readFile(path.join(MIGRATIONS_DIR, MIGRATION), 'utf8'));
    expect(await relfilenode()).toBe(node);
  });
});
