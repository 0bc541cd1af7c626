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

/**
 * Drops the secondary indexes of a table (not those behind a key or unique constraint) and
 * returns their definitions. They are noted in bench_dropped_indexes first, so a seed that is
 * interrupted leaves the definitions behind for the next run to rebuild.
 */
async function dropSecondaryIndexes(pool: Pool, tables: string[]): Promise<string[]> {
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_dropped_indexes (
    name text PRIMARY KEY, definition text NOT NULL)`);
  await pool.query(
    `INSERT INTO bench_dropped_indexes (name, definition)
     SELECT c.relname, pg_get_indexdef(i.indexrelid)
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = ANY($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
     ON CONFLICT (name) DO NOTHING`,
    [tables],
  );
  const { rows } = await pool.query<{ name: string; definition: string }>(
    'SELECT name, definition FROM bench_dropped_indexes ORDER BY name',
  );
  for (const row of rows) await pool.query(`DROP INDEX IF EXISTS ${row.name}`);
  return rows.map((row) => row.definition);
}

// The rank tokens (migration 0160) follow the copy through its trigger; their GIN index is
// rebuilt once at the end like the others.
const SEEDED_TABLES = ['opportunities', 'opportunity_search', 'opportunity_search_rank'];

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** Fills opportunity_search from its defining view (migration 0011), in two halves at once. */
async function copySearchRows(pool: Pool, count: number): Promise<void> {
  const half = Math.ceil(count / 2);
  await Promise.all(
    [
      [1, half],
      [half + 1, count],
    ].map(([from, to]) =>
      pool.query(
        `INSERT INTO opportunity_search (
           opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
           search_value, buyer_name, cpv_prefixes, search_vector)
         SELECT opportunity_id, facet_key, release_date, tender_deadline_date,
                award_date_published, search_value, buyer_name, cpv_prefixes, search_vector
           FROM opportunity_search_source WHERE opportunity_id BETWEEN $1 AND $2`,
        [from, to],
      ),
    ),
  );
  await pool.query('SELECT compact_opportunity_search_counts()');
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
  // Lexemes are counted again after seeding (bench-search.ts), not row by row during the copy.
  await pool.query('TRUNCATE search_counted_terms, search_term_counts');
  await pool.query('TRUNCATE opportunities RESTART IDENTITY CASCADE');
  const indexDefinitions = await dropSecondaryIndexes(pool, SEEDED_TABLES);

  const started = performance.now();
  // The search copy is filled in bulk below instead of row by row through the trigger.
  await pool.query('ALTER TABLE opportunities DISABLE TRIGGER opportunities_search_sync');
  try {
    await insertBenchOpportunities(pool, loadBenchVocabulary(), {
      count: options.count,
      anchor,
      onProgress: options.onProgress,
    });
  } finally {
    await pool.query('ALTER TABLE opportunities ENABLE TRIGGER opportunities_search_sync');
  }
  options.log(`rows generated in ${seconds(started)} s`);
  const copyStarted = performance.now();
  await copySearchRows(pool, options.count);
  options.log(`search rows copied in ${seconds(copyStarted)} s`);

  const indexStarted = performance.now();
  await buildIndexes(pool, indexDefinitions);
  await pool.query('DELETE FROM bench_dropped_indexes');
  options.log(`indexes rebuilt in ${seconds(indexStarted)} s`);
  for (const table of SEEDED_TABLES) await pool.query(`VACUUM (ANALYZE) ${table}`);
  await pool.query(
    'INSERT INTO bench_meta (id, row_count, generator_version, anchor) VALUES (1, $1, $2, $3)',
    [options.count, GENERATOR_VERSION, anchor],
  );
  return { anchor, reused: false };
}
