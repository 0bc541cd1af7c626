import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Env, loadEnv, REPO_ROOT } from '../../src/config/env';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open-database';
import { createPool, type Pool } from '../../src/db/pool';
import { ensureBenchData } from '../bench-search/prepare-database';
import { type Figures, percentile } from './bench-figures';

/** Shared by the `npm run bench:*` scripts that time the HTTP API over the benchmark database. */

/**
 * The production settings (silent, no jobs; `env` adds to them) and the shared benchmark
 * database: BENCH_DATABASE_URL, or embedded Postgres at BENCH_DATA_DIR (default ./data/ and
 * `folder`), with a pool of `poolSize`.
 */
export async function openBenchDatabase({
  folder = 'bench',
  poolSize = 12,
  env: extraEnv = {},
}: {
  folder?: string;
  poolSize?: number;
  env?: Record<string, string>;
} = {}) {
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    ...extraEnv,
  });
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data', folder),
  });
  const pool = createPool(database.connectionString, poolSize);
  return { env, database, pool };
}

/** Migrates the bench database and reuses (or seeds) the search benchmark's `count` opportunities. */
export async function ensureBenchOpportunities(
  pool: Pool,
  count: number,
  log: (message: string) => void,
): Promise<void> {
  await migrate(pool);
  const data = await ensureBenchData(pool, { count, log });
  log(`${count.toLocaleString('en-GB')} opportunities ${data.reused ? 'reused' : 'seeded'}`);
}

/** The API (no web pages) listening on a free local port; answers the app and its origin. */
export async function listenBenchApp(
  env: Env,
  pool: Pool,
): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp({
    deps: { env, db: pool, isEmbeddedDatabase: true, version: 'bench' },
    serveWeb: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/**
 * Runs `total` calls of `call` (given the call's number) over `concurrency` workers; `prepare`
 * runs before each call, outside the timing. Answers p50 and p95 in ms.
 */
export async function timeCalls(
  total: number,
  concurrency: number,
  call: (index: number) => Promise<void>,
  prepare?: () => Promise<unknown>,
): Promise<Figures> {
  const timings: number[] = [];
  let started = 0;
  const worker = async () => {
    while (started < total) {
      const index = started;
      started += 1;
      await prepare?.();
      const begin = performance.now();
      await call(index);
      timings.push(performance.now() - begin);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 0.5), p95: percentile(timings, 0.95) };
}
