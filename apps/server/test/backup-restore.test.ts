import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { withDatabaseName } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { seedSampleData } from '../src/modules/sample-data/seed-sample-data';
import { createTestDatabase, type TestDatabase } from './helpers/database';

const fingerprint = async (pool: pg.Pool) =>
  (
    await pool.query(`SELECT (SELECT count(*) FROM opportunities) AS opportunities,
                             (SELECT count(*) FROM opportunity_search) AS search_rows,
                             (SELECT count(*) FROM schema_migrations) AS migrations,
                             (SELECT md5(string_agg(wac_id || title, ',' ORDER BY wac_id))
                                FROM opportunities) AS content`)
  ).rows[0];

// The procedure of docs/operations.md, with the pg_dump and pg_restore of the stock server (the
// embedded server is newer than any pg_dump on the PATH, so this runs in the PostgreSQL 15 run).
describe.runIf(process.env.TEST_POSTGRES === 'system')('backup and restore', () => {
  let source: TestDatabase;
  let restored: pg.Pool | undefined;
  let workDir: string;
  const restoredName = `wac_restored_${process.pid}`;
  beforeAll(async () => {
    source = await createTestDatabase();
    workDir = await mkdtemp(path.join(os.tmpdir(), 'wac-backup-'));
  });
  afterAll(async () => {
    await restored?.end();
    await source.close();
    const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
    await admin.end();
    await rm(workDir, { recursive: true, force: true });
  });

  it('restores a pg_dump into a new database that the app migrates and writes to', async () => {
    await seedSampleData(source.pool, { count: 300, seed: 7 });
    const before = await fingerprint(source.pool);
    const dumpFile = path.join(workDir, 'wac.dump');
    execFileSync('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${dumpFile}`,
      `--dbname=${source.connectionString}`,
    ]);
    const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${restoredName}`);
    await admin.end();
    const target = withDatabaseName(inject('databaseAdminUrl'), restoredName);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, dumpFile]);

    restored = createPool(target, 2);
    expect(await fingerprint(restored)).toEqual(before);
    expect(await migrate(restored)).toEqual([]);
    // Triggers came back too: new rows reach the search copy.
    const added = await seedSampleData(restored, { count: 20, seed: 99 });
    const after = await fingerprint(restored);
    expect(after.opportunities).toBe(before.opportunities + added);
    expect(after.search_rows).toBe(after.opportunities);
  });
});
