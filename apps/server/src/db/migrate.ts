import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { REPO_ROOT } from '../config/env';
import { loadOfficialCpvList } from '../modules/cpv/official-cpv-list';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/migrations');

// Any constant works; it only has to be the same in every process that migrates.
export const MIGRATION_LOCK_ID = 7_351_001;

export type Migration = { name: string; sql: string; checksum: string };
export type MigrationStatus = { applied: string[]; pending: string[] };

/** The migration file names in `dir`, in the order they apply. */
async function readMigrationNames(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = await readMigrationNames(dir);
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

async function ensureLedger(client: pg.ClientBase) {
  await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
}

/**
 * Applies pending migrations in name order, each in its own transaction, under an advisory lock
 * so concurrent API processes cannot race. A landed migration whose file changed is an error:
 * migrations are never edited once landed. Then, with the real migrations, loads the reference
 * data shipped with the server (the CPV 2008 list) when its file is new or changed, so no
 * database ever needs a manual import step.
 */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(dir);
  const client = await pool.connect();
  const appliedNow: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await ensureLedger(client);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const landed = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const migration of migrations) {
      const checksum = landed.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`migration ${migration.name} was edited after it was applied`);
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          migration.name,
          migration.checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      appliedNow.push(migration.name);
    }
    if (dir === MIGRATIONS_DIR) await loadOfficialCpvList(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  return appliedNow;
}

export async function getMigrationStatus(
  db: Pick<pg.Pool, 'query'>,
  dir = MIGRATIONS_DIR,
): Promise<MigrationStatus> {
  // Names only: health asks this on every call, and the files' contents do not matter here.
  const [names, { rows }] = await Promise.all([
    readMigrationNames(dir),
    db.query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY name`),
  ]);
  const applied = rows.map((row) => row.name);
  const pending = names.filter((name) => !applied.includes(name));
  return { applied, pending };
}
