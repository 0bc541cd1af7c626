import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { type Env, loadEnv } from '../../src/config/env';
import type { Pool } from '../../src/db/pool';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
};

/** The real app on `db` (an already migrated database), ready for `app.inject`. */
export async function buildTestApp(
  db: Pool,
  envOverrides: Record<string, string> = {},
): Promise<{ app: FastifyInstance; env: Env }> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SYNC_ENABLED: 'false',
    ...envOverrides,
  });
  const deps: AppDeps = { env, db, isEmbeddedDatabase: true, version: 'test' };
  const app = await buildApp({ deps, serveWeb: false });
  await app.ready();
  return { app, env };
}

/** The real app on a fresh migrated database, for `app.inject` tests. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { app, env } = await buildTestApp(database.pool, envOverrides);
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type OutboxTestApp = TestApp & { dataDir: string };

/**
 * The real app with a data directory of its own (a temporary one named from `prefix`), where the
 * mail it sends without SMTP lands (`readOutbox`), and links to http://wac.test. `close()`
 * removes the directory too.
 */
export async function createOutboxTestApp(prefix: string): Promise<OutboxTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const testApp = await createTestApp({ DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://wac.test' });
  return {
    ...testApp,
    dataDir,
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
