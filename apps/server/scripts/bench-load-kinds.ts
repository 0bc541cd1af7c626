/**
 * `npm run bench:load-kinds`: where bench:load's CPU goes, per kind of request (ADR 0117).
 *
 * Sends each kind of bench:load's mix one request at a time (no queue, so the figures do not
 * move with the machine's other work as latency does) to one compiled API process on the
 * 1,000,000-row bench database, and prints the CPU the API process and the PostgreSQL server
 * (postmaster and backends, from /proc) spent per request of that kind. The long tail's
 * requests come from a seed of their own per run (BENCH_KINDS_SEED, default the clock), so each
 * is new to the count cache and the result-page cache, as the long tail of a live server is.
 * With BENCH_KINDS_STATEMENTS=1 the server loads pg_stat_statements and each kind also prints
 * its costliest statements (planning + execution ms per request). Writes the table into
 * docs/performance.md. Wrap it in `flock /work/bench.lock` on a shared machine.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { ensureDatabaseExists, withDatabaseName } from '../src/db/open-database';
import { createPool, type Pool } from '../src/db/pool';
import { buildServerIfStale, startAppProcess } from './bench-load/app-processes';
import { emptyCountCache, openMillionRowDatabase } from './bench-load/bench-database';
import { profileKinds } from './bench-load/kind-requests';
import { findPostmaster, processCpuMs, serverTreeCpuMs } from './bench-load/process-cpu';
import { writePerformanceSection } from './shared/bench-figures';

const perKind = Number(process.env.BENCH_KINDS_REQUESTS ?? 40);
const seed = Number(process.env.BENCH_KINDS_SEED ?? Date.now() % 100_000);
const withStatements = process.env.BENCH_KINDS_STATEMENTS === '1';
const only = process.env.BENCH_KINDS_ONLY?.split(',');
const log = (message: string) => console.log(message);
const START = '<!-- bench:load-kinds:start -->';
const END = '<!-- bench:load-kinds:end -->';
type KindRow = { kind: string; appMs: number; pgMs: number };

function formatSection(rows: KindRow[], load: [number, number], started: Date): string {
  const table = rows.map(
    (row) =>
      `| ${row.kind} | ${row.appMs.toFixed(1)} | ${row.pgMs.toFixed(1)} | ${(row.appMs + row.pgMs).toFixed(1)} |`,
  );
  return [
    START,
    '## CPU per request kind (`npm run bench:load-kinds`)',
    '',
    `Each kind of bench:load's mix sent one request at a time to one compiled API process on the`,
    `1,000,000-row bench database, ${perKind} requests per kind (the popular kinds cycle through`,
    `their requests after one warm pass; the long tail's requests are each new to the caches,`,
    `seed ${seed}). CPU from /proc: the API process, and PostgreSQL's postmaster and backends.`,
    `Run ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${load[0].toFixed(1)} -> ${load[1].toFixed(1)} (1 min).`,
    '',
    '| Kind | API ms | PostgreSQL ms | Total ms CPU per request |',
    '|---|---:|---:|---:|',
    ...table,
    END,
  ].join('\n');
}

async function topStatements(pool: Pool, requests: number): Promise<string[]> {
  const { rows } = await pool.query<{ ms: number; calls: number; plan: number; query: string }>(
    `SELECT (total_exec_time + total_plan_time) AS ms, calls, total_plan_time AS plan,
            regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY 1 DESC LIMIT 6`,
  );
  return rows.map(
    (row) =>
      `      ${(row.ms / requests).toFixed(2)} ms/req (plan ${(row.plan / requests).toFixed(2)}), ` +
      `${(row.calls / requests).toFixed(2)} calls/req: ${row.query.slice(0, 150)}`,
  );
}

async function main() {
  buildServerIfStale();
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench');
  const server = await startEmbeddedPostgres({
    dataDir,
    settings: withStatements
      ? {
          shared_preload_libraries: 'pg_stat_statements',
          'pg_stat_statements.track_planning': 'on',
        }
      : {},
  });
  await ensureDatabaseExists(server.connectionString, 'wac');
  const connectionString = withDatabaseName(server.connectionString, 'wac');
  const database = { connectionString, isEmbedded: true, stop: server.stop };
  try {
    await openMillionRowDatabase(1_000_000, log, database);
    const pool = createPool(connectionString, 2);
    await emptyCountCache(pool);
    if (withStatements) await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const app = await startAppProcess({
      databaseUrl: connectionString,
      build: 'compiled',
      env: {
        TRUST_PROXY: '1',
        DATABASE_POOL_SIZE: '10',
        JOBS_ENABLED: 'false',
      },
      // A V8 CPU profile of the API process, written when it stops (open it in Chrome's DevTools).
      nodeArgs: process.env.BENCH_KINDS_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_KINDS_CPU_PROF}`]
        : [],
    });
    const postmaster = findPostmaster(Number(new URL(connectionString).port));
    const cpu = () => ({
      app: processCpuMs(app.pid),
      postgres: postmaster ? serverTreeCpuMs(postmaster) : 0,
    });
    const started = new Date();
    const loadBefore = os.loadavg()[0] ?? 0;
    const rows: KindRow[] = [];
    log(`seed ${seed}, ${perKind} requests per kind, load ${loadBefore.toFixed(1)}`);
    try {
      await profileKinds(pool, {
        origin: app.origin,
        perKind,
        seed,
        only,
        measure: async (kind, send) => {
          if (withStatements) await pool.query('SELECT pg_stat_statements_reset()');
          const before = cpu();
          const requests = await send();
          const after = cpu();
          const appMs = (after.app - before.app) / requests;
          const pgMs = (after.postgres - before.postgres) / requests;
          rows.push({ kind, appMs, pgMs });
          log(
            `  ${kind.padEnd(34)} API ${appMs.toFixed(1).padStart(5)} + Postgres ` +
              `${pgMs.toFixed(1).padStart(5)} = ${(appMs + pgMs).toFixed(1).padStart(5)} ms CPU/request`,
          );
          if (withStatements) for (const line of await topStatements(pool, requests)) log(line);
        },
      });
    } finally {
      await app.stop();
      if (withStatements) await pool.query('DROP EXTENSION IF EXISTS pg_stat_statements');
      await pool.end();
    }
    const loadAfter = os.loadavg()[0] ?? 0;
    log(`load ${loadAfter.toFixed(1)}`);
    // A partial run (BENCH_KINDS_ONLY) or one with statements' overhead is not a figure to keep.
    if (!only && !withStatements && !process.env.BENCH_KINDS_PG_SETTINGS) {
      const file = writePerformanceSection(
        formatSection(rows, [loadBefore, loadAfter], started),
        START,
        END,
      );
      log(`written to ${file}`);
    }
  } finally {
    await database.stop();
  }
}

await main();
