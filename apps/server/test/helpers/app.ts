import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { type Env, loadEnv } from '../../src/config/env';
import { createTestDatabase, type TestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
};

/** The real app on a fresh migrated database, for `app.inject` tests. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SYNC_ENABLED: 'false',
    ...envOverrides,
  });
  const deps: AppDeps = { env, db: database.pool, isEmbeddedDatabase: true, version: 'test' };
  const app = await buildApp({ deps, serveWeb: false });
  await app.ready();
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
