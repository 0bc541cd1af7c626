/**
 * `npm run bench:load`: the API under a fixed arrival rate, as an operator would run it (issue 21).
 *
 * For each database (the 3,000 sample opportunities and the 1,000,000-row bench database of
 * bench:search under ./data/bench, both embedded; or only DATABASE_URL when it is set) and each
 * count of API processes (1, then 2 with JOBS_ENABLED=false plus one worker process), it starts
 * the compiled server, warms it up, and drives the request mix of bench-load/request-mix.ts at
 * BENCH_LOAD_RATE requests/s (200) for BENCH_LOAD_SECONDS (60). Prints throughput, p50/p95/p99,
 * errors by kind and status, and each process's peak memory, and writes them into
 * docs/performance.md. Wrap it in `flock /work/bench.lock` on a shared machine.
 * BENCH_LOAD_MODE=fresh instead sends fresh queries at concurrency 8 (bench-load/fresh-load.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { type DatabaseHandle, openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { type AppProcess, buildServerIfStale, startAppProcess } from './bench-load/app-processes';
import {
  emptyCountCache,
  openMillionRowDatabase,
  openSampleDatabase,
} from './bench-load/bench-database';
import { driveLoad } from './bench-load/drive-load';
import { runFreshLoad } from './bench-load/fresh-load';
import { readPageCacheLookups } from './bench-load/page-cache-lookups';
import { findPostmaster, processCpuMs, serverTreeCpuMs } from './bench-load/process-cpu';
import {
  END_MARKER,
  formatKinds,
  formatRunLine,
  formatSection,
  type LoadRun,
  START_MARKER,
} from './bench-load/report';
import { buildLoadMix, ensureBenchAccount, loginAddressSource } from './bench-load/request-mix';
import { writePerformanceSection } from './shared/bench-figures';

const rate = Number(process.env.BENCH_LOAD_RATE ?? 200);
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const warmUpSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
// Share of each search kind drawn from the long tail (bench-load/long-tail.ts, ADR 0110).
const longTailShare = Number(process.env.BENCH_LOAD_LONG_TAIL ?? 0.5);
const processCounts = (process.env.BENCH_LOAD_PROCESSES ?? '1,2').split(',').map(Number);
const datasets = process.env.DATABASE_URL
  ? ['external']
  : (process.env.BENCH_LOAD_ROWS ?? 'sample,million').split(',');
const log = (message: string) => console.log(message);

async function openDataset(name: string): Promise<DatabaseHandle> {
  if (name === 'sample') return openSampleDatabase(path.join(REPO_ROOT, 'data/bench-sample'));
  if (name === 'million') return openMillionRowDatabase(1_000_000, log);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '' });
  const pool = createPool(database.connectionString, 2);
  await migrate(pool).finally(() => pool.end());
  return database;
}

/** 1 process: the all-in-one `npm start` shape. More: API-only processes plus one worker. */
async function startProcesses(databaseUrl: string, apiProcesses: number) {
  const common = { TRUST_PROXY: '1', DATABASE_POOL_SIZE: '10' };
  const starts: Promise<AppProcess>[] = [];
  for (let i = 0; i < apiProcesses; i += 1) {
    const jobs = apiProcesses === 1 ? 'true' : 'false';
    starts.push(
      startAppProcess({ databaseUrl, build: 'compiled', env: { ...common, JOBS_ENABLED: jobs } }),
    );
  }
  const api = await Promise.all(starts);
  const worker =
    apiProcesses > 1
      ? await startAppProcess({ databaseUrl, build: 'compiled', env: { JOBS_ENABLED: 'true' } })
      : undefined;
  return { api, worker, all: worker ? [...api, worker] : api };
}

async function runOne(database: DatabaseHandle, dataset: string, apiProcesses: number) {
  const pool = createPool(database.connectionString, 2);
  const blocksFor = (runSeconds: number) => Math.ceil((rate * runSeconds) / 200) + 1;
  const { mix, warmUpMix, rows, postgres } = await (async () => {
    try {
      await ensureBenchAccount(pool);
      await emptyCountCache(pool);
      const counted = await pool.query<{ n: number; version: string }>(
        `SELECT count(*)::int AS n, current_setting('server_version') AS version FROM opportunities`,
      );
      return {
        // The long tail of the run differs from the warm-up's (ADR 0110: no cache pre-filled).
        mix: await buildLoadMix(pool, { blocks: blocksFor(seconds), seed: 2, longTailShare }),
        warmUpMix: await buildLoadMix(pool, {
          blocks: blocksFor(warmUpSeconds),
          seed: 1,
          longTailShare,
        }),
        rows: counted.rows[0]?.n ?? 0,
        postgres: `PostgreSQL ${counted.rows[0]?.version}`,
      };
    } finally {
      await pool.end();
    }
  })();
  const processes = await startProcesses(database.connectionString, apiProcesses);
  try {
    const origins = processes.api.map((p) => p.origin);
    const nextAddress = loginAddressSource();
    log(`${dataset}: ${rows} rows, ${apiProcesses} API process(es); warming up ${warmUpSeconds} s`);
    // Every distinct request once (plans, caches), then the rate itself for a while.
    const distinct = [
      ...new Map(warmUpMix.slice(0, 200).map((r) => [`${r.method} ${r.path}`, r])).values(),
    ];
    await driveLoad({
      origins,
      rate: Math.min(rate, distinct.length),
      seconds: 1,
      mix: distinct,
      nextAddress,
    });
    if (warmUpSeconds > 0)
      await driveLoad({ origins, rate, seconds: warmUpSeconds, mix: warmUpMix, nextAddress });
    const before = os.loadavg()[0] ?? 0;
    // CPU spent per answered request: by the app's processes, and by PostgreSQL when it runs
    // on this machine (found by its port).
    const postmaster = findPostmaster(Number(new URL(database.connectionString).port));
    const appCpu = () => processes.all.reduce((sum, p) => sum + processCpuMs(p.pid), 0);
    // The worker's share apart (ADR 0135): part of what 2 API processes + worker cost over 1.
    const workerCpu = () => (processes.worker ? processCpuMs(processes.worker.pid) : 0);
    const cpuBefore = {
      app: appCpu(),
      worker: workerCpu(),
      postgres: postmaster ? serverTreeCpuMs(postmaster) : 0,
    };
    const lookupsBefore = await readPageCacheLookups(origins);
    log(`  measuring ${seconds} s at ${rate} requests/s...`);
    const figures = await driveLoad({ origins, rate, seconds, mix, nextAddress });
    const lookupsAfter = await readPageCacheLookups(origins);
    const answered = Math.max(1, figures.requests);
    const cpuMsPerRequest = {
      app: (appCpu() - cpuBefore.app) / answered,
      worker: processes.worker ? (workerCpu() - cpuBefore.worker) / answered : null,
      postgres: postmaster ? (serverTreeCpuMs(postmaster) - cpuBefore.postgres) / answered : null,
    };
    const run: LoadRun = {
      dataset,
      rows,
      apiProcesses,
      rate,
      figures,
      peakRssMb: processes.all.map((p) => p.peakRssMb()),
      loadAverage: [before, os.loadavg()[0] ?? 0],
      postgres,
      cpuMsPerRequest,
      pageCache: {
        hits: lookupsAfter.hits - lookupsBefore.hits,
        misses: lookupsAfter.misses - lookupsBefore.misses,
      },
    };
    log(`  ${formatRunLine(run)}\n  ${formatKinds(run)}`);
    return run;
  } finally {
    await Promise.all(processes.all.map((p) => p.stop()));
  }
}

/** Writes the runs so far, so a run cut short still leaves its figures behind. */
function report(runs: LoadRun[]) {
  const section = formatSection(runs, { seconds, build: 'compiled (`npm start`)' });
  if (!process.env.DATABASE_URL && process.env.BENCH_LOAD_WRITE !== 'false') {
    writePerformanceSection(section, START_MARKER, END_MARKER);
  }
  return section;
}

if (process.env.BENCH_LOAD_MODE === 'fresh') {
  await runFreshLoad(log);
} else {
  buildServerIfStale();
  const runs: LoadRun[] = [];
  for (const dataset of datasets) {
    const database = await openDataset(dataset);
    try {
      for (const count of processCounts) {
        runs.push(await runOne(database, dataset, count));
        report(runs);
      }
    } finally {
      await database.stop();
    }
  }
  console.log(`\n${report(runs)}`);
}
