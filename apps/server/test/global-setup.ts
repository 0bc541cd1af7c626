import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrate } from '../src/db/migrate';
import { ensureDatabaseExists, withDatabaseName } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { findSystemPostgres } from '../src/db/system-postgres';

export const TEMPLATE_DATABASE = 'wac_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * The server binaries a run uses: the npm package's (default), or with TEST_POSTGRES=system the
 * stock PostgreSQL on the PATH, started as distributions ship it (JIT on), in a temp data dir.
 */
function chooseBinaries() {
  if (process.env.TEST_POSTGRES !== 'system') return undefined;
  const system = findSystemPostgres();
  if (!system)
    throw new Error('TEST_POSTGRES=system: initdb, pg_ctl or postgres is not on the PATH');
  return system;
}

/**
 * One real Postgres per test run: TEST_DATABASE_URL when given (an admin URL on a server we may
 * create databases on), else a server of our own in a temp dir. A migrated template database lets
 * every test file clone a fresh database in milliseconds.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let teardown = async () => {};
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-test-pg-'));
    const server = await startEmbeddedPostgres({
      dataDir,
      binaries: chooseBinaries(),
      settings: {
        fsync: 'off',
        synchronous_commit: 'off',
        full_page_writes: 'off',
        max_connections: '300',
      },
    });
    adminUrl = server.connectionString;
    teardown = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  await ensureDatabaseExists(adminUrl, TEMPLATE_DATABASE);
  const pool = createPool(withDatabaseName(adminUrl, TEMPLATE_DATABASE), 2);
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  project.provide('databaseAdminUrl', adminUrl);
  return teardown;
}
