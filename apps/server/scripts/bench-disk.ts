/**
 * `npm run bench:disk`: what the search structures cost on disk (issue 36). Opens the benchmark
 * database (BENCH_DATA_DIR, default ./data/bench) without migrating it, and prints as a Markdown
 * table each table of the search (heap, TOAST, indexes) and each index of it, largest first,
 * with `pg_database_size` of the whole database; then what the search copy's vectors hold (words
 * and phrase pairs), every other table of 10 MB or more and the bytes dropped columns still hold
 * (bench-disk/disk-extras.ts). BENCH_DATABASE_URL: a Postgres already running on that database
 * instead.
 */
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import {
  printDroppedColumnBytes,
  printOtherTables,
  printSearchVectorParts,
} from './bench-disk/disk-extras';

const SEARCH_TABLES = [
  'opportunities',
  'opportunity_search',
  'opportunity_search_rank',
  'search_term_counts',
  'search_count_cache',
  'search_vocabulary',
];

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench');
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir,
  logger: { info: () => undefined, warn: console.log },
});
const pool = createPool(database.connectionString, 1);
try {
  const { rows } = await pool.query<{
    name: string;
    kind: string;
    heap: string;
    toast: string;
    indexes: string;
  }>(
    `SELECT * FROM (
     SELECT c.relname AS name, 'table' AS kind, pg_relation_size(c.oid)::text AS heap,
            coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::text AS toast,
            pg_indexes_size(c.oid)::text AS indexes
       FROM pg_class c WHERE c.relname = ANY ($1::text[]) AND c.relkind = 'r'
     UNION ALL
     SELECT i.relname, 'index of ' || t.relname, pg_relation_size(i.oid)::text, '0', '0'
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relname = ANY ($1::text[])) AS sizes
      ORDER BY kind = 'table' DESC, heap::bigint + toast::bigint DESC`,
    [SEARCH_TABLES],
  );
  const size = await pool.query<{ bytes: string; opportunities: number }>(
    `SELECT pg_database_size(current_database())::text AS bytes,
            (SELECT count(*)::int FROM opportunities) AS opportunities`,
  );
  console.log(
    `${size.rows[0]?.opportunities.toLocaleString('en-GB')} opportunities; ` +
      `pg_database_size ${mb(Number(size.rows[0]?.bytes))}\n`,
  );
  console.log('| structure | kind | heap or index | TOAST | its indexes |');
  console.log('|---|---|---:|---:|---:|');
  for (const row of rows) {
    const isTable = row.kind === 'table';
    console.log(
      `| ${row.name} | ${row.kind} | ${mb(Number(row.heap))} | ${isTable ? mb(Number(row.toast)) : ''} | ${isTable ? mb(Number(row.indexes)) : ''} |`,
    );
  }
  await printSearchVectorParts(pool);
  await printOtherTables(pool, SEARCH_TABLES);
  await printDroppedColumnBytes(pool);
} finally {
  await pool.end();
  await database.stop();
}
