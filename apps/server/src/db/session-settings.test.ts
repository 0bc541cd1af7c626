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

  it("keeps the server's parallel workers by default (ADR 0354)", async () => {
    const pool = createPool(database.connectionString, 2);
    try {
      const clients = await Promise.all([pool.connect(), pool.connect()]);
      const settings = await Promise.all(
        clients.map((client) =>
          client.query(
            `SELECT source FROM pg_settings WHERE name = 'max_parallel_workers_per_gather'`,
          ),
        ),
      );
      for (const client of clients) client.release();
      // 'client' would be a value sent at connection start; anything else is the server's.
      for (const result of settings) expect(result.rows[0].source).not.toBe('client');
    } finally {
      await pool.end();
    }
  });

  it("sets the parallel workers asked for, or keeps the server's own", async () => {
    const read = async (parallelWorkers: 3 | 'server') => {
      const pool = createPool(database.connectionString, 1, { parallelWorkers });
      try {
        const { rows } = await pool.query(
          `SELECT current_setting('max_parallel_workers_per_gather') AS workers, reset_val
             FROM pg_settings WHERE name = 'max_parallel_workers_per_gather'`,
        );
        return rows[0] as { workers: string; reset_val: string };
      } finally {
        await pool.end();
      }
    };
    expect((await read(3)).workers).toBe('3');
    const server = await read('server');
    expect(server.workers).toBe(server.reset_val);
  });

  it('sends nothing when both keep the server setting, each `-c` otherwise', () => {
    expect(startupOptionsFor(sessionSettingsFor('server', 'server'))).toBeUndefined();
    expect(startupOptionsFor(sessionSettingsFor('off', 'server'))).toBe('-c jit=off');
    expect(startupOptionsFor(sessionSettingsFor('off'))).toBe('-c jit=off');
    expect(startupOptionsFor(sessionSettingsFor('off', 0))).toBe(
      '-c jit=off -c max_parallel_workers_per_gather=0',
    );
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
