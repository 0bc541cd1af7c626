import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
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
