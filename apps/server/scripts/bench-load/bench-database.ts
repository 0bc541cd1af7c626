import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';
import { defaultSharedBuffers, startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { migrate } from '../../src/db/migrate';
import {
  type DatabaseHandle,
  ensureDatabaseExists,
  openDatabase,
  withDatabaseName,
} from '../../src/db/open-database';
import { createPool, type Pool } from '../../src/db/pool';
import { findSystemPostgres } from '../../src/db/system-postgres';
import { describeWarmResult, warmDatabaseCache } from '../../src/db/warm-cache';
import { seedSampleData } from '../../src/modules/sample-data/seed-sample-data';
import { countFrequentTerms } from '../../src/modules/search/count/search-term-counts';
import { ensureBenchData } from '../bench-search/prepare-database';

/**
 * The 1,000,000-row database bench:search seeds (./data/bench, or BENCH_DATABASE_URL), made
 * ready as a live server keeps it: seeded once and reused, vacuumed, common terms counted, its
 * cache warmed.
 */
export async function openMillionRowDatabase(
  count: number,
  log: (message: string) => void,
  opened?: DatabaseHandle,
): Promise<DatabaseHandle> {
  const database =
    opened ??
    (await openDatabase({
      databaseUrl: process.env.BENCH_DATABASE_URL,
      dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
      logger: { info: () => undefined, warn: log },
    }));
  const pool = createPool(database.connectionString, 4);
  try {
    await migrate(pool);
    const started = performance.now();
    const data = await ensureBenchData(pool, { count, log });
    if (!data.reused) log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await pool.query('VACUUM (ANALYZE) opportunity_search');
    await countFrequentTerms(pool, {});
    // As the app's job process does after start (ADR 0130), awaited here so every run starts
    // with the cache a server has after its first minute, not part-way through warming.
    log(describeWarmResult(await warmDatabaseCache(pool)));
  } catch (error) {
    await pool.end();
    await database.stop();
    throw error;
  }
  await pool.end();
  return database;
}

/**
 * Empties the count cache, a table that outlives the app's processes: a previous run's long tail
 * (the same seed) would find its totals counted already. Each run starts as the first searches
 * after a new data version do (ADR 0117).
 */
export async function emptyCountCache(pool: Pool): Promise<void> {
  await pool.query('TRUNCATE search_count_cache');
}

/**
 * The 3,000 sample opportunities `npm start` loads on a first offline start, in their own embedded
 * database under `dataDir` (reused when it holds them already).
 */
export async function openSampleDatabase(dataDir: string, count = 3000): Promise<DatabaseHandle> {
  const database = await openDatabase({ dataDir });
  const pool = createPool(database.connectionString, 2);
  try {
    await migrate(pool);
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM opportunities',
    );
    if (rows[0]?.n !== count) {
      await pool.query('TRUNCATE opportunities RESTART IDENTITY CASCADE');
      await seedSampleData(pool, { count, seed: 1 });
    }
    await pool.query('VACUUM (ANALYZE) opportunity_search');
  } catch (error) {
    await pool.end();
    await database.stop();
    throw error;
  }
  await pool.end();
  return database;
}

/**
 * The same million rows on the stock PostgreSQL server on the PATH (PostgreSQL 15, JIT on as
 * shipped), in its own data directory ./data/bench-pg15: the external server of ADR 0075;
 * `sharedBuffers` as the embedded server sets it unless told (the stock default is 128MB).
 */
export async function openStockMillionRowDatabase(
  count: number,
  log: (message: string) => void,
  sharedBuffers = defaultSharedBuffers(os.totalmem()),
): Promise<DatabaseHandle> {
  const binaries = findSystemPostgres();
  if (!binaries) throw new Error('initdb, pg_ctl or postgres is not on the PATH');
  const server = await startEmbeddedPostgres({
    dataDir: path.join(REPO_ROOT, 'data/bench-pg15'),
    binaries,
    // By default the same page cache as the embedded server, so JIT is the one difference.
    settings: { shared_buffers: sharedBuffers },
  });
  await ensureDatabaseExists(server.connectionString, 'wac');
  const handle = {
    connectionString: withDatabaseName(server.connectionString, 'wac'),
    isEmbedded: false,
    stop: server.stop,
  };
  return openMillionRowDatabase(count, log, handle);
}
