import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { createPool } from './pool';
import { sessionSettingsFor, startupOptionsFor } from './session-settings';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('session settings on every pooled connection', () => {
  it('turns JIT off on each new connection, whatever the server default', async () => {
    const pool = createPool(database.connectionString, 3);
    try {
      // Three at once: three separate connections, each set before its first query.
      const clients = await Promise.all([pool.connect(), pool.connect(), pool.connect()]);
      const settings = await Promise.all(clients.map((client) => client.query('SHOW jit')));
      for (const client of clients) client.release();
      expect(settings.map((result) => result.rows[0].jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await pool.end();
    }
  });

  it("keeps the server's own JIT setting when asked to", async () => {
    const pool = createPool(database.connectionString, 1, { jit: 'server' });
    try {
      const { rows } = await pool.query(
        `SELECT current_setting('jit') AS jit, reset_val FROM pg_settings WHERE name = 'jit'`,
      );
      expect(rows[0].jit).toBe(rows[0].reset_val);
    } finally {
      await pool.end();
    }
  });

  it('sends nothing in server mode and `-c jit=off` otherwise', () => {
    expect(startupOptionsFor(sessionSettingsFor('server'))).toBeUndefined();
    expect(startupOptionsFor(sessionSettingsFor('off'))).toBe('-c jit=off');
  });
});

describe.runIf(process.env.TEST_POSTGRES === 'system')('the stock PostgreSQL run', () => {
  it('runs on PostgreSQL 15 or later with JIT on by default, as distributions ship it', async () => {
    const pool = createPool(database.connectionString, 1, { jit: 'server' });
    try {
      const { rows } = await pool.query(
        `SELECT current_setting('server_version_num')::int AS version,
                current_setting('jit') AS jit, pg_jit_available() AS available`,
      );
      expect(rows[0].version).toBeGreaterThanOrEqual(150000);
      expect(rows[0]).toMatchObject({ jit: 'on', available: true });
    } finally {
      await pool.end();
    }
  });
});
