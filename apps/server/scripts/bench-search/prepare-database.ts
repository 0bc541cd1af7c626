import type { Pool } from '../../src/db/pool';
import { insertBenchOpportunities, type SeedProgress } from './seed-opportunities';
import { loadBenchVocabulary } from './vocabulary';

/** Bump when the generator changes, so an old benchmark database is re-seeded, never reused. */
export const GENERATOR_VERSION = '1';

type BenchMeta = { row_count: number; generator_version: string; anchor: string };

async function readMeta(pool: Pool): Promise<BenchMeta | null> {
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_meta (
    id int PRIMARY KEY CHECK (id = 1), row_count int NOT NULL, generator_version text NOT NULL,
    anchor timestamptz NOT NULL)`);
  const { rows } = await pool.query<{ row_count: number; generator_version: string; anchor: Date }>(
    'SELECT row_count, generator_version, anchor FROM bench_meta WHERE id = 1',
  );
  const row = rows[0];
  return row ? { ...row, anchor: row.anchor.toISOString() } : null;
}

/** Secondary indexes of a table (not those behind a primary key or unique constraint). */
async function findSecondaryIndexes(pool: Pool, table: string) {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = $1::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [table],
  );
  return rows;
}

/** Runs index builds two at a time with a generous maintenance_work_mem. */
async function buildIndexes(pool: Pool, definitions: string[]): Promise<void> {
  const queue = [...definitions];
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query(`SET maintenance_work_mem = '512MB'`);
      for (let definition = queue.shift(); definition; definition = queue.shift()) {
        await client.query(definition);
      }
    } finally {
      client.release();
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Makes sure the benchmark database holds exactly `count` generated opportunities: reuses them
 * when a previous run seeded the same count with the same generator, otherwise empties the table,
 * drops its secondary indexes, generates the rows and rebuilds the indexes (far faster than
 * maintaining them row by row). Returns the anchor date the data was generated around.
 */
export async function ensureBenchData(
  pool: Pool,
  options: { count: number; onProgress?: SeedProgress; log: (message: string) => void },
): Promise<{ anchor: Date; reused: boolean }> {
  const meta = await readMeta(pool);
  if (meta && meta.row_count === options.count && meta.generator_version === GENERATOR_VERSION) {
    const { rows } = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM opportunities',
    );
    if (rows[0]?.count === options.count) return { anchor: new Date(meta.anchor), reused: true };
  }
  const anchor = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  options.log(`Seeding ${options.count.toLocaleString('en-GB')} opportunities...`);
  await pool.query('DELETE FROM bench_meta');
  await pool.query('TRUNCATE opportunities RESTART IDENTITY CASCADE');
  const indexes = await findSecondaryIndexes(pool, 'opportunities');
  for (const index of indexes) await pool.query(`DROP INDEX ${index.name}`);

  const started = performance.now();
  await insertBenchOpportunities(pool, loadBenchVocabulary(), {
    count: options.count,
    anchor,
    onProgress: options.onProgress,
  });
  options.log(`rows generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const indexStarted = performance.now();
  await buildIndexes(
    pool,
    indexes.map((index) => index.definition),
  );
  options.log(`indexes rebuilt in ${((performance.now() - indexStarted) / 1000).toFixed(0)} s`);
  await pool.query('VACUUM (ANALYZE) opportunities');
  await pool.query(
    'INSERT INTO bench_meta (id, row_count, generator_version, anchor) VALUES (1, $1, $2, $3)',
    [options.count, GENERATOR_VERSION, anchor],
  );
  return { anchor, reused: false };
}
