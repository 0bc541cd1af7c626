import type { Env } from './config/env';
import type { Pool } from './db/pool';

/** What every module may use; built once in main.ts (or by a test) and decorated on the app. */
export type AppDeps = {
  env: Env;
  db: Pool;
  isEmbeddedDatabase: boolean;
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
