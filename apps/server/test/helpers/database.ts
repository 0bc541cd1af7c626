import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { withDatabaseName } from '../../src/db/open-database';
import { createPool, type Pool } from '../../src/db/pool';

const TEMPLATE_DATABASE = 'wac_test_template';

export type TestDatabase = {
  pool: Pool;
  connectionString: string;
  close(): Promise<void>;
};

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `wac_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const connectionString = withDatabaseName(adminUrl, name);
  const pool = createPool(connectionString, 5);
  return {
    pool,
    connectionString,
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

/** Drops database `name` (one a killed run may have left) on the test server, ignoring failure. */
async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

/** Applies to `pool` the migrations before `first` (file names sort by number) not yet applied. */
export async function migrateBefore(pool: Pool, first: string): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `wac-before-${first}-`));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && file < first)
      await symlink(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  await migrate(pool, dir);
}

/**
 * Database `name`, made afresh with every migration before `first` (`migrateBefore`):
 * what an install that predates migration `first` holds, to test that migration on. `close()`
 * drops it.
 */
export async function createDatabaseBefore(name: string, first: string): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  await dropDatabase(name);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const connectionString = withDatabaseName(adminUrl, name);
  const pool = createPool(connectionString, 3);
  await migrateBefore(pool, first);
  return {
    pool,
    connectionString,
    async close() {
      await pool.end();
      await dropDatabase(name);
    },
  };
}
