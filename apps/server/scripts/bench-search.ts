/**
 * `npm run bench:search`: search latency at a million opportunities (issue 4).
 *
 * Seeds BENCH_COUNT (default 1,000,000) generated opportunities into a dedicated embedded
 * Postgres under BENCH_DATA_DIR (default ./data/bench, shared with the other benchmarks; reused
 * when it already holds them) or BENCH_DATABASE_URL, starts the real server on it, and runs the
 * fixed request mix through the HTTP API at concurrency 1 and 8 (BENCH_REQUESTS per class at
 * concurrency 1, twice that at 8; default 40; BENCH_SIGNED_IN=true sends them as the owner of a
 * 2,000-item pipeline): first with the count cache and the result-page cache off (every total
 * counted and every page read afresh), then with both on. Prints p50/p95 per class and the
 * server's peak memory, and writes the figures into docs/performance.md. Target: p95 under
 * 100 ms for every class at concurrency 1.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { countFrequentTerms } from '../src/modules/search/count/search-term-counts';
import { ensureBenchBoard } from './bench-pipeline/seed-board';
import { createSessionHeader } from './bench-pipeline/session';
import {
  type ClassFigures,
  measureClass,
  readPeakMemoryMb,
  sendRequestsWith,
  startBenchServer,
  warmUp,
} from './bench-search/http-runner';
import { ensureBenchData } from './bench-search/prepare-database';
import {
  buildBestMatchWorstCases,
  buildQueryMix,
  pickWacIds,
  type QueryClass,
  selectClasses,
} from './bench-search/query-mix';
import { checkTotals } from './bench-search/reference-counts';
import { formatTable, type RunFigures, writePerformanceDoc } from './bench-search/report';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const requestsPerClass = Number(process.env.BENCH_REQUESTS ?? 40);
const selection = process.env.BENCH_CLASSES?.trim() || null;
/** Every request signed in as the owner of a 2,000-item pipeline (the cards' per-user reads). */
const isSignedIn = process.env.BENCH_SIGNED_IN === 'true';
const log = (message: string) => console.log(message);

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
  logger: { info: () => undefined, warn: log },
});
const pool = createPool(database.connectionString, 4);

/** Starts a server, warms it up, times every class at concurrency 1 then 8, stops it. */
async function runMix(classes: QueryClass[], isCountCacheEnabled: boolean): Promise<RunFigures> {
  // "Off" means nothing remembered: the result-page cache (and the counts memo read beside it)
  // goes off with the count cache, so every request counts and pages afresh.
  const server = await startBenchServer(database.connectionString, {
    isCountCacheEnabled,
    isPageCacheEnabled: isCountCacheEnabled,
  });
  try {
    log(`count cache ${isCountCacheEnabled ? 'on' : 'off'}: server pid ${server.pid}, warming up`);
    await warmUp(server.origin, classes);
    const loadBefore = os.loadavg()[0] ?? 0;
    const measure = async (concurrency: number) => {
      const figures: ClassFigures[] = [];
      for (const queryClass of classes) {
        const requests = requestsPerClass * (concurrency === 1 ? 1 : 2);
        figures.push(await measureClass(server.origin, queryClass, { requests, concurrency }));
      }
      return figures;
    };
    log('  concurrency 1...');
    const single = await measure(1);
    log('  concurrency 8...');
    const concurrent = await measure(8);
    const checks = isCountCacheEnabled ? await checkTotals(pool, server.origin) : [];
    return {
      isCountCacheEnabled,
      single,
      concurrent,
      peakMemoryMb: readPeakMemoryMb(server.pid),
      loadAverage: [loadBefore, os.loadavg()[0] ?? 0],
      checks,
    };
  } finally {
    await server.stop();
  }
}

try {
  await migrate(pool);
  const seedStarted = performance.now();
  const data = await ensureBenchData(pool, {
    count,
    log,
    onProgress: (done, total) =>
      process.stdout.write(
        `\r  ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')}`,
      ),
  });
  const seededSeconds = data.reused ? null : (performance.now() - seedStarted) / 1000;
  log(
    `${count.toLocaleString('en-GB')} opportunities ${
      data.reused ? 'reused' : `seeded in ${seededSeconds?.toFixed(0)} s`
    }`,
  );
  // As autovacuum keeps a live database: statistics current, pages marked all-visible.
  await pool.query('VACUUM (ANALYZE) opportunity_search');
  // As the server's search job does at start-up and hourly (ADR 0049).
  const termsStarted = performance.now();
  const startedTerms = await countFrequentTerms(pool, {
    onTerm: (_key, done, of) =>
      process.stdout.write(`\r  counting common words and CPV codes ${done} / ${of}`),
  });
  const termSeconds = (performance.now() - termsStarted) / 1000;
  const countedTotal = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM search_counted_terms',
  );
  log(`\n${startedTerms.length} common keys newly counted in ${termSeconds.toFixed(0)} s`);
  const classes = selectClasses(
    [...buildQueryMix(await pickWacIds(pool, 5)), ...buildBestMatchWorstCases()],
    selection ?? undefined,
  );
  if (classes.length === 0) throw new Error(`BENCH_CLASSES=${selection} selects no class`);
  if (isSignedIn) {
    const board = await ensureBenchBoard(pool, 2000);
    sendRequestsWith(await createSessionHeader(pool, board.owner));
    log(`signed in as the owner of a ${board.items}-item pipeline`);
  }
  const runs = [await runMix(classes, false), await runMix(classes, true)];

  const settings = await pool.query<{ version: string; shared_buffers: string }>(
    `SELECT current_setting('server_version') AS version,
            current_setting('shared_buffers') AS shared_buffers`,
  );
  const report = {
    rows: count,
    seededSeconds,
    postgresVersion: settings.rows[0]?.version ?? '?',
    sharedBuffers: settings.rows[0]?.shared_buffers ?? '?',
    requestsPerClass,
    selection,
    countedTerms: {
      total: countedTotal.rows[0]?.n ?? 0,
      started: startedTerms.length,
      seconds: termSeconds,
    },
    runs,
  };
  for (const run of runs) {
    console.log(`\nCount cache ${run.isCountCacheEnabled ? 'on' : 'off'}:\n${formatTable(run)}`);
    console.log(`Peak server memory: ${run.peakMemoryMb ?? 'n/a'} MB`);
    for (const check of run.checks) console.log(`Total ${check}`);
  }
  console.log(`\nWritten to ${writePerformanceDoc(report)}`);
} finally {
  await pool.end();
  await database.stop();
}
