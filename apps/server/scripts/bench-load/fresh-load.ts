import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';
import { openDatabase } from '../../src/db/open-database';
import { createPool } from '../../src/db/pool';
import { describeWarmResult, warmDatabaseCache } from '../../src/db/warm-cache';
import { seededRandom } from '../../src/shared/seeded-random';
import { ensurePeerFacts, ensurePeerIndex } from '../bench-fts5-peer/build-index';
import { buildFreshClasses, wacQueryString } from '../bench-fts5-peer/fresh-queries';
import { PEER_CLASSES } from '../bench-fts5-peer/peer-queries';
import { askWac, emulateSync } from '../bench-fts5-peer/peer-run';
import { loadBetterSqlite3 } from '../bench-fts5-peer/sqlite-driver';
import { ensureWordCounts, vocabularyWords } from '../bench-fts5-peer/word-counts';
import { loadBenchVocabulary } from '../bench-search/vocabulary';
import { percentile, writePerformanceSection } from '../shared/bench-figures';
import { buildServerIfStale, startAppProcess } from './app-processes';
import { classLabel, formatClassTimings, onlyClassesAsked } from './fresh-load-classes';
import { isStatementsSampled, resetStatements, topStatements } from './fresh-load-statements';
import { findPostmaster, processCpuMs, serverTreeCpuMs } from './process-cpu';

/**
 * `BENCH_LOAD_MODE=fresh npm run bench:load` (issue 36): the fresh queries of bench:fts5-peer
 * (every class, Best Match and newest first, BENCH_QUERIES per class, seed BENCH_SEED or new),
 * shuffled and each sent once, BENCH_LOAD_CONCURRENCY (8) at a time as fast as they are answered,
 * to the compiled server on the benchmark database (BENCH_DATA_DIR, default ./data/bench), started
 * as after a sync (fresh-queries.ts, peer-run.ts). PostgreSQL's cache is first warmed as a running
 * server's is, by its own warmDatabaseCache, as bench:fts5-peer does (ADR 0337), so the figures
 * are a server as users meet it; BENCH_WARM=false keeps the cold measure (the first queries after
 * a restart). Prints and writes requests per second, p50/p95/max, errors and CPU per request, and
 * each class's p50/p95 within the mix (fresh-load-classes.ts). BENCH_FRESH_CLASSES (class names
 * separated by ';') sends those classes' queries alone, the same queries as in the whole mix.
 */
const START = '<!-- bench:load-fresh:start -->';
const END = '<!-- bench:load-fresh:end -->';

export async function runFreshLoad(log: (message: string) => void): Promise<void> {
  const perClass = Number(process.env.BENCH_QUERIES ?? 12);
  const concurrency = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 8);
  const seed = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench');
  const isWarm = process.env.BENCH_WARM !== 'false';
  buildServerIfStale();
  const database = await openDatabase({ dataDir, logger: { info: () => undefined, warn: log } });
  const pool = createPool(database.connectionString, 2);
  try {
    const peerDir = path.join(dataDir, 'fts5-peer');
    const Sqlite = loadBetterSqlite3(peerDir, log);
    const peer = await ensurePeerIndex(
      pool,
      (file) => new Sqlite(file),
      path.join(peerDir, 'opportunities.sqlite'),
      log,
    );
    await ensurePeerFacts(pool, peer.db, peer.rows, log);
    const vocabulary = loadBenchVocabulary();
    const count = peer.db.prepare('SELECT count(*) AS n FROM docs WHERE docs MATCH ?');
    const classes = onlyClassesAsked(
      buildFreshClasses({
        seed,
        perClass,
        rows: peer.rows,
        words: ensureWordCounts(peer.db, vocabularyWords(vocabulary), peer.rows, log),
        vocabulary,
        countPeer: (fts5) => (count.get(fts5) as { n: number }).n,
      }),
    );
    peer.db.close();
    const random = seededRandom(seed + 1);
    const requests = classes
      .flatMap((freshClass) =>
        freshClass.queries.map((query) => ({
          query: wacQueryString(query, freshClass.sort),
          className: classLabel(freshClass),
        })),
      )
      .map((request) => ({ request, order: random() }))
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.request);
    // As the jobs process of a running deployment does after start (db/warm-cache.ts).
    const warming = isWarm ? describeWarmResult(await warmDatabaseCache(pool)) : null;
    if (warming) log(warming);
    const server = await startAppProcess({
      databaseUrl: database.connectionString,
      build: 'compiled',
      // The server's pool as `npm start` sizes it, unless the run sets DATABASE_POOL_SIZE.
      env: { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10', JOBS_ENABLED: 'false' },
    });
    try {
      for (const peerClass of PEER_CLASSES) {
        for (const query of peerClass.queries) {
          await askWac(server.origin, `q=${encodeURIComponent(query.keywords)}&sort=relevance`);
        }
      }
      await emulateSync(pool);
      const postmaster = findPostmaster(Number(new URL(database.connectionString).port));
      const cpuBefore = {
        app: processCpuMs(server.pid),
        postgres: postmaster ? serverTreeCpuMs(postmaster) : 0,
      };
      if (isStatementsSampled()) await resetStatements(pool);
      const loadBefore = os.loadavg()[0] ?? 0;
      const timings: number[] = [];
      const byClass = new Map<string, number[]>();
      const errors: string[] = [];
      let next = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < requests.length) {
          const request = requests[next]!;
          next += 1;
          const sent = performance.now();
          try {
            await askWac(server.origin, request.query);
            const ms = performance.now() - sent;
            timings.push(ms);
            byClass.set(request.className, [...(byClass.get(request.className) ?? []), ms]);
          } catch (error) {
            errors.push(String(error).slice(0, 200));
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      const seconds = (performance.now() - started) / 1000;
      const answered = Math.max(1, timings.length);
      const appCpu = (processCpuMs(server.pid) - cpuBefore.app) / answered;
      const postgresCpu = postmaster
        ? (serverTreeCpuMs(postmaster) - cpuBefore.postgres) / answered
        : null;
      timings.sort((a, b) => a - b);
      const line =
        `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${peer.rows.toLocaleString('en-GB')} | ` +
        `${seed} | ${requests.length} | ${concurrency} | ${(timings.length / seconds).toFixed(1)} | ` +
        `${percentile(timings, 0.5).toFixed(0)} | ${percentile(timings, 0.95).toFixed(0)} | ` +
        `${(timings.at(-1) ?? 0).toFixed(0)} | ${errors.length} | ${appCpu.toFixed(1)} | ` +
        `${postgresCpu === null ? 'n/a' : postgresCpu.toFixed(1)} | ${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)} |`;
      for (const error of errors.slice(0, 5)) log(`  error: ${error}`);
      log(line);
      if (isStatementsSampled()) log((await topStatements(pool)).join('\n'));
      const classTable = formatClassTimings(byClass);
      log(classTable.join('\n'));
      const cache = isWarm
        ? `PostgreSQL's cache warmed first by the server's warmDatabaseCache (ADR 0337; ${warming})`
        : "PostgreSQL's cache not warmed (`BENCH_WARM=false`: the first queries after a restart)";
      writePerformanceSection(
        [
          START,
          '### Fresh queries at concurrency 8 (`BENCH_LOAD_MODE=fresh npm run bench:load`)',
          '',
          'Every fresh query of bench:fts5-peer (all classes, Best Match and newest first) sent once, ' +
            'shuffled, 8 at a time as fast as answered, to the compiled server started as after a ' +
            `sync. ${cache}. CPU in ms per answered request (API process; PostgreSQL backends). ` +
            'The last run:',
          '',
          '| UTC | rows | seed | requests | concurrency | requests/s | p50 ms | p95 ms | max ms | errors | app CPU | Postgres CPU | load (1 min) |',
          '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
          line,
          '',
          'Each class within the mix (ms, at concurrency 8):',
          '',
          ...classTable,
          END,
        ].join('\n'),
        START,
        END,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}
