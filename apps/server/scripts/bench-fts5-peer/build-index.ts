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
