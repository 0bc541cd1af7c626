import type { Env } from './config/env';
import type { DatabaseAvailability } from './db/database-availability';
import type { Pool } from './db/pool';
import type { JobQueue } from './jobs/job-queue';

/** What every module may use; built once in main.ts (or by a test) and decorated on the app. */
export type AppDeps = {
  env: Env;
  db: Pool;
  isEmbeddedDatabase: boolean;
  /** Whether the database answers now (server.ts); readiness is 503 while it does not. */
  databaseAvailability?: Pick<DatabaseAvailability, 'isAvailable'>;
  version: string;
  /** pg-boss, when JOBS_ENABLED; absent in API tests (email then sends in-process). */
  jobs?: JobQueue;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
