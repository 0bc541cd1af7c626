import { readinessResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp, type TestApp } from '../../../test/helpers/app';
import { MIGRATION_LOCK_ID } from '../../db/migrate';
import { createPool } from '../../db/pool';

describe('GET /api/ready/', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const ready = async () => {
    const response = await testApp.app.inject({ url: '/api/ready/' });
    return { status: response.statusCode, body: readinessResponseSchema.parse(response.json()) };
  };

  it('is ready once every migration is applied and the database answers', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { ready: true, database: 'reachable', migrations: 'applied' },
    });
  });

  it('is not ready while another process holds the migration lock', async () => {
    const other = await testApp.database.pool.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      expect(await ready()).toEqual({
        status: 503,
        body: { ready: false, database: 'reachable', migrations: 'running' },
      });
      // Health stays as it is: the database is fine.
      expect((await testApp.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      other.release();
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while a migration this build ships is not applied', async () => {
    const { rows } = await testApp.database.pool.query(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING *',
    );
    try {
      expect((await ready()).body).toEqual({
        ready: false,
        database: 'reachable',
        migrations: 'pending',
      });
    } finally {
      await testApp.database.pool.query(
        'INSERT INTO schema_migrations (name, checksum, applied_at) VALUES ($1, $2, $3)',
        [rows[0].name, rows[0].checksum, rows[0].applied_at],
      );
    }
  });
});

describe('GET /api/ready/ without a database', () => {
  it('answers 503 unreachable instead of hanging or failing', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const { app } = await buildTestApp(pool);
    try {
      const response = await app.inject({ url: '/api/ready/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ready: false,
        database: 'unreachable',
        migrations: 'unknown',
      });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
