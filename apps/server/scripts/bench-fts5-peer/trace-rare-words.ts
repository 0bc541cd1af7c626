/**
 * `npm run bench:rare-word-trace`: where a fresh rare word's request spends its time (issue 36's
 * floor, ADR 0300). On BENCH_DATA_DIR (a copy of a benchmark database with its FTS5 peer file,
 * whose `word_counts` name the rare words), the real server runs in this process with every
 * statement timed; after a sync-like write (no count or page of the old version is read) each of
 * BENCH_QUERIES rare words (seeded by BENCH_SEED; common ones with BENCH_WORD_CLASS=common) is
 * asked once per sort through HTTP. Prints each request's statements (start and end, ms from the
 * request's start; BENCH_VERBOSE=false leaves them out) and, per sort, the median of: the whole
 * request, time with a statement out, statements, and the rest (the process: route, preparation,
 * cards, JSON). BENCH_DATABASE_URL: a Postgres already running on that copy; BENCH_DUMP: a file
 * each statement's SQL and values are appended to (for EXPLAIN); BENCH_WORDS: the boxes to ask
 * instead of drawn words (`|` between them; newest first and Best Match alternate as before);
 * BENCH_CPU_PROFILE: a file the process's CPU profile of the asked words alone is written to
 * (sampled every 200 µs; startup, warming and the sync-like write left out).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import pg from 'pg';
import { loadEnv } from '../../src/config/env';
import { openDatabase } from '../../src/db/open-database';
import { createPool } from '../../src/db/pool';
import { startServer } from '../../src/server';
import { drawWords, readPeerWords } from '../bench-builds/rare-words';
import { percentile } from '../shared/bench-figures';
import { emulateSync } from './peer-run';

type Statement = { text: string; start: number; end: number };
let tracing: Statement[] | null = null;
let requestStart = 0;

type QueryFn = (...args: unknown[]) => unknown;
const original = pg.Client.prototype.query as unknown as QueryFn;
(pg.Client.prototype as unknown as { query: QueryFn }).query = function traced(...args) {
  const log = tracing;
  if (!log) return original.apply(this, args);
  const first = args[0];
  const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
  const entry: Statement = { text, start: performance.now() - requestStart, end: 0 };
  if (process.env.BENCH_DUMP) {
    const values = typeof first === 'string' ? args[1] : (first as { values?: unknown }).values;
    appendFileSync(process.env.BENCH_DUMP, `${text}\n-- ${JSON.stringify(values)}\n\n`);
  }
  log.push(entry);
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      entry.end = performance.now() - requestStart;
      return (last as QueryFn)(...results);
    };
    return original.apply(this, args);
  }
  const answer = original.apply(this, args) as Promise<unknown>;
  return answer.finally(() => {
    entry.end = performance.now() - requestStart;
  });
};

const dataDir = process.env.BENCH_DATA_DIR ?? '';
const seed = Number(process.env.BENCH_SEED ?? 1);
const perSort = Number(process.env.BENCH_QUERIES ?? 12);
const isVerbose = process.env.BENCH_VERBOSE !== 'false';
if (!dataDir) throw new Error('BENCH_DATA_DIR names the benchmark database to trace');

// BENCH_DATABASE_URL: a Postgres already running on BENCH_DATA_DIR's database (left running).
const database = process.env.BENCH_DATABASE_URL
  ? { connectionString: process.env.BENCH_DATABASE_URL, stop: async () => undefined }
  : await openDatabase({ dataDir, logger: { info: () => undefined, warn: console.log } });
const words = drawWords(
  readPeerWords(dataDir, process.env.BENCH_WORD_CLASS === 'common'),
  seed,
  perSort * 2,
);
const asked = process.env.BENCH_WORDS ? process.env.BENCH_WORDS.split('|') : words;

Object.assign(process.env, {
  DATABASE_URL: database.connectionString,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
  JOBS_ENABLED: 'false',
  SYNC_ENABLED: 'false',
  SAMPLE_DATA_ON_EMPTY: 'false',
  NODE_ENV: 'production',
});
const server = await startServer(loadEnv());
const pool = createPool(database.connectionString, 1);
const summary: Record<string, { whole: number[]; waiting: number[]; statements: number[] }> = {};
try {
  await fetch(`${server.url}/api/search/?q=council&sort=relevance`);
  await fetch(`${server.url}/api/search/?q=road+repairs&sort=newest`);
  await emulateSync(pool);
  const profiler = process.env.BENCH_CPU_PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
  }
  for (const [index, word] of asked.entries()) {
    const sort = index % 2 === 0 ? 'release_date-desc' : 'relevance';
    tracing = [];
    requestStart = performance.now();
    const response = await fetch(
      `${server.url}/api/search/?q=${encodeURIComponent(word)}&sort=${sort}`,
    );
    const body = (await response.json()) as { total: number };
    const whole = performance.now() - requestStart;
    const log = tracing;
    tracing = null;
    // Time with at least one statement out: overlapping statements are counted once.
    let waiting = 0;
    let reach = 0;
    for (const entry of [...log].sort((a, b) => a.start - b.start)) {
      const from = Math.max(entry.start, reach);
      if (entry.end > from) waiting += entry.end - from;
      reach = Math.max(reach, entry.end);
    }
    summary[sort] ??= { whole: [], waiting: [], statements: [] };
    const figures = summary[sort];
    figures.whole.push(whole);
    figures.waiting.push(waiting);
    figures.statements.push(log.length);
    console.log(
      `${sort} ${word}: ${body.total} matches, ${whole.toFixed(1)} ms, ${log.length} statements, ${waiting.toFixed(1)} ms in Postgres`,
    );
    if (isVerbose) {
      for (const entry of log) {
        const text = entry.text.replace(/\s+/g, ' ').slice(0, 90);
        console.log(
          `   ${entry.start.toFixed(1).padStart(6)} -> ${entry.end.toFixed(1).padStart(6)}  ${text}`,
        );
      }
    }
  }
  if (profiler && process.env.BENCH_CPU_PROFILE) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile));
    profiler.disconnect();
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  console.log(`load average ${os.loadavg()[0]?.toFixed(1)}, seed ${seed}`);
  for (const [sort, figures] of Object.entries(summary)) {
    const whole = median(figures.whole);
    const waiting = median(figures.waiting);
    console.log(
      `${sort}: p50 ${whole.toFixed(1)} ms, in Postgres ${waiting.toFixed(1)} ms, statements ${median(figures.statements)}, the rest ${(whole - waiting).toFixed(1)} ms (medians)`,
    );
  }
} finally {
  await pool.end();
  await server.stop();
  await database.stop();
}
