import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMigrationStatus, migrate } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './helpers/database';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are all applied to a fresh test database, and re-running applies nothing', async () => {
    expect((await getMigrationStatus(database.pool)).pending).toEqual([]);
    expect(await migrate(database.pool)).toEqual([]);
  });

  it('apply new files in order and refuse a landed file that was edited', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wac-migrations-'));
    await writeFile(path.join(dir, '0001_a.sql'), 'CREATE TABLE zz_a (id int);');
    await writeFile(path.join(dir, '0002_b.sql'), 'CREATE TABLE zz_b (a int);');
    expect(await migrate(database.pool, dir)).toEqual(['0001_a.sql', '0002_b.sql']);
    await writeFile(path.join(dir, '0002_b.sql'), 'CREATE TABLE zz_b (a int, b int);');
    await expect(migrate(database.pool, dir)).rejects.toThrow(/0002_b.sql was edited/);
  });

  it('roll back a failing migration completely', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wac-migrations-'));
    await writeFile(path.join(dir, '0001_bad.sql'), 'CREATE TABLE zz_c (id int); SELECT nope;');
    await expect(migrate(database.pool, dir)).rejects.toThrow(/0001_bad.sql failed/);
    const { rows } = await database.pool.query(`SELECT to_regclass('zz_c') AS t`);
    expect(rows[0].t).toBeNull();
  });
});
