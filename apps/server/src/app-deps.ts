import type { Env } from './config/env';
import type { Pool } from './db/pool';
import type { JobQueue } from './jobs/job-queue';

/** What every module may use; built once in main.ts (or by a test) and decorated on the app. */
export type AppDeps = {
  env: Env;
  db: Pool;
  isEmbeddedDatabase: boolean;
  version: string;
  /** pg-boss, when JOBS_ENABLED; absent in API tests (email then sends in-process). */
  jobs?: JobQueue;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
