import { existsSync, rmSync } from 'node:fs';
import type { Pool } from '../../src/db/pool';
import type { SqliteDatabase } from './sqlite-driver';

/**
 * The peer's index: every opportunity the search counts (not test notices), its title, buyer,
 * suppliers and description in one FTS5 table with the Porter stemmer (as close to Postgres's
 * English stemming as FTS5 ships), copied from the benchmark's Postgres in id order. Rebuilt
 * only when the row count differs; merged into one segment (`optimize`) as a read-mostly index
 * would be.
 */
const BATCH = 20_000;

export const FTS5_TABLE_SQL = `CREATE VIRTUAL TABLE docs USING fts5(
  title, buyer, suppliers, description, tokenize = 'porter unicode61')`;

type SourceRow = {
  id: string;
  title: string | null;
  buyer_name: string | null;
  supplier_text: string | null;
  description: string | null;
};

/** Rows of a finished build (its meta row is written last), or null for an interrupted one. */
function readBuiltRows(db: SqliteDatabase): number | null {
  try {
    const meta = db.prepare('SELECT rows FROM meta').get() as { rows: number } | undefined;
    return meta?.rows ?? null;
  } catch {
    return null;
  }
}

export async function ensurePeerIndex(
  pool: Pool,
  open: (file: string) => SqliteDatabase,
  file: string,
  log: (message: string) => void,
): Promise<{ db: SqliteDatabase; rows: number; builtSeconds: number | null }> {
  const { rows: counted } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM opportunities WHERE NOT is_test_notice',
  );
  const expected = counted[0]?.n ?? 0;
  const isPresent = existsSync(file);
  let db = open(file);
  if (isPresent) {
    if (readBuiltRows(db) === expected) return { db, rows: expected, builtSeconds: null };
    db.close();
    rmSync(file);
    db = open(file);
  }
  const started = performance.now();
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.exec(FTS5_TABLE_SQL);
  db.exec('CREATE TABLE meta (rows INTEGER NOT NULL)');
  const insert = db.prepare(
    'INSERT INTO docs (rowid, title, buyer, suppliers, description) VALUES (?, ?, ?, ?, ?)',
  );
  const insertBatch = db.transaction((batch: SourceRow[]) => {
    for (const row of batch) {
      insert.run(
        BigInt(row.id),
        row.title ?? '',
        row.buyer_name ?? '',
        row.supplier_text ?? '',
        row.description ?? '',
      );
    }
  });
  let lastId = '0';
  let copied = 0;
  for (;;) {
    const { rows } = await pool.query<SourceRow>(
      `SELECT id::text, title, buyer_name, supplier_text, description FROM opportunities
        WHERE NOT is_test_notice AND id > $1::bigint ORDER BY opportunities.id LIMIT ${BATCH}`,
      [lastId],
    );
    if (rows.length === 0) break;
    insertBatch(rows);
    copied += rows.length;
    lastId = rows.at(-1)!.id;
    process.stdout.write(
      `\r  FTS5 index: ${copied.toLocaleString('en-GB')} / ${expected.toLocaleString('en-GB')}`,
    );
  }
  log('\n  merging the index into one segment (optimize)...');
  db.exec("INSERT INTO docs (docs) VALUES ('optimize')");
  db.prepare('INSERT INTO meta (rows) VALUES (?)').run(copied);
  return { db, rows: copied, builtSeconds: (performance.now() - started) / 1000 };
}

/**
 * What the fresh queries filter and sort on, beside the text: each opportunity's facet key (the
 * packed source, stage, category and regions of migration 0011, so a filter is the same bit test
 * WAC makes), release instant and search value, copied from WAC's search copy. Built once per
 * index (its own meta row), without touching the FTS5 table.
 */
export async function ensurePeerFacts(
  pool: Pool,
  db: SqliteDatabase,
  rows: number,
  log: (message: string) => void,
): Promise<void> {
  db.exec(`CREATE TABLE IF NOT EXISTS facts (
    id INTEGER PRIMARY KEY, facet_key INTEGER NOT NULL, released REAL, value REAL)`);
  db.exec('CREATE TABLE IF NOT EXISTS facts_meta (rows INTEGER NOT NULL)');
  const meta = db.prepare('SELECT rows FROM facts_meta').get() as { rows: number } | undefined;
  if (meta?.rows === rows) return;
  log('  copying facet keys, release dates and values into the FTS5 file...');
  db.exec('DELETE FROM facts; DELETE FROM facts_meta');
  const insert = db.prepare(
    'INSERT INTO facts (id, facet_key, released, value) VALUES (?, ?, ?, ?)',
  );
  const insertBatch = db.transaction((batch: FactRow[]) => {
    for (const row of batch) {
      insert.run(BigInt(row.id), row.facet_key, row.released, row.value);
    }
  });
  let lastId = '0';
  for (;;) {
    const { rows: batch } = await pool.query<FactRow>(
      `SELECT opportunity_id::text AS id, facet_key,
              (extract(epoch FROM release_date) * 1000)::float8 AS released,
              search_value::float8 AS value
         FROM opportunity_search WHERE opportunity_id > $1::bigint
        ORDER BY opportunity_id LIMIT ${BATCH}`,
      [lastId],
    );
    if (batch.length === 0) break;
    insertBatch(batch);
    lastId = batch.at(-1)!.id;
  }
  db.prepare('INSERT INTO facts_meta (rows) VALUES (?)').run(rows);
}

type FactRow = { id: string; facet_key: number; released: number | null; value: number | null };
