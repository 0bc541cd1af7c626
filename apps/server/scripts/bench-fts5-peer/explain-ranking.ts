/**
 * Best Match's scoring statement under EXPLAIN (ANALYZE, BUFFERS), for issue 36's phrases and
 * several words (ADR 0318). Two steps against a Postgres already running on a copy of the
 * benchmark database (BENCH_DATABASE_URL):
 *
 *   BENCH_STEP=capture BENCH_KEYWORDS='"bus shelters"|heated relations' BENCH_FILE=f.json
 *     the real server runs in this process and asks each keyword box once (Best Match); the
 *     statement that ranks it (the one reading rank tokens) is kept with its values in BENCH_FILE.
 *   BENCH_STEP=explain BENCH_FILE=f.json
 *     each kept statement run twice under EXPLAIN (ANALYZE, BUFFERS): the first after a restart of
 *     that Postgres finds its pages only in the OS cache, the second in shared buffers. Prints the
 *     time, the buffers, and the plan lines that read rank tokens.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { loadEnv } from '../../src/config/env';
import { startServer } from '../../src/server';

const url = process.env.BENCH_DATABASE_URL ?? '';
const file = process.env.BENCH_FILE ?? '';
if (!url || !file) throw new Error('BENCH_DATABASE_URL and BENCH_FILE are needed');

type Kept = { keyword: string; total: number; text: string; values: unknown[] };

type QueryFn = (...args: unknown[]) => unknown;

async function capture(): Promise<void> {
  const keywords = (process.env.BENCH_KEYWORDS ?? '').split('|').filter(Boolean);
  let seen: { text: string; values: unknown[] }[] | null = null;
  const original = pg.Client.prototype.query as unknown as QueryFn;
  (pg.Client.prototype as unknown as { query: QueryFn }).query = function kept(...args) {
    const first = args[0];
    if (seen && typeof first !== 'string') {
      const query = first as { text?: string; values?: unknown[] };
      if (query.text) seen.push({ text: query.text, values: query.values ?? [] });
    } else if (seen && typeof first === 'string') {
      seen.push({ text: first, values: (Array.isArray(args[1]) ? args[1] : []) as unknown[] });
    }
    return original.apply(this, args);
  };
  Object.assign(process.env, {
    DATABASE_URL: url,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    SYNC_ENABLED: 'false',
    SAMPLE_DATA_ON_EMPTY: 'false',
    NODE_ENV: 'production',
  });
  const server = await startServer(loadEnv());
  const kept: Kept[] = [];
  try {
    for (const keyword of keywords) {
      seen = [];
      const response = await fetch(
        `${server.url}/api/search/?q=${encodeURIComponent(keyword)}&sort=relevance`,
      );
      const body = (await response.json()) as { total: number };
      const statements = seen;
      seen = null;
      const scoring = statements.filter(
        (s) => /rank_tokens/.test(s.text) && /AS score/.test(s.text),
      );
      for (const statement of scoring) kept.push({ keyword, total: body.total, ...statement });
      console.log(`${keyword}: ${body.total} matches, ${scoring.length} ranking statements kept`);
    }
  } finally {
    await server.stop();
  }
  writeFileSync(file, JSON.stringify(kept, null, 1));
}

/**
 * BENCH_VARIANT=without-rank-read: the same statement with each match's rank tokens made in the
 * statement (one row's tokens, typed in, with the match's id appended: worked out per match, as
 * its own would be, but not its own, so the page's order is not kept). What scoring would cost
 * if the tokens came with the search copy's row the match already reads.
 */
function withoutRankRead(text: string, tokens: string): string {
  if (process.env.BENCH_VARIANT !== 'without-rank-read') return text;
  const join = 'JOIN opportunity_search_rank r ON r.opportunity_id = s.opportunity_id';
  if (!text.includes(join))
    throw new Error('the scoring statement no longer joins rank rows by key');
  return text.replace(
    join,
    `CROSS JOIN LATERAL (SELECT '${tokens}'::bigint[] || s.opportunity_id AS rank_tokens) r`,
  );
}

async function explain(): Promise<void> {
  const kept = JSON.parse(readFileSync(file, 'utf8')) as Kept[];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // As the ranking runs a scoring of few matches: one backend, no workers (ADR 0271).
  await client.query('SET max_parallel_workers_per_gather = 0');
  const tokens = await client.query<{ tokens: string }>(
    'SELECT rank_tokens::text AS tokens FROM opportunity_search_rank ORDER BY opportunity_id LIMIT 1',
  );
  try {
    for (const [round, label] of ['first (OS cache only)', 'second (shared buffers)'].entries()) {
      console.log(`\n## ${label}, load average ${os.loadavg()[0]?.toFixed(2)}`);
      for (const statement of kept) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${withoutRankRead(statement.text, tokens.rows[0]?.tokens ?? '{}')}`,
          statement.values,
        );
        const lines = rows.map((row) => row['QUERY PLAN']);
        const time = lines.find((line) => line.startsWith('Execution Time'));
        const buffers = lines.find((line) => /^\s*Buffers:/.test(line));
        console.log(`${statement.keyword} (${statement.total}): ${time}; ${buffers?.trim()}`);
        if (process.env.BENCH_VERBOSE === 'true' || round === 0) {
          for (const line of lines.filter((l) => /rank|Bitmap Heap|->/.test(l)).slice(0, 14)) {
            console.log(`    ${line}`);
          }
        }
      }
    }
  } finally {
    await client.end();
  }
}

if (process.env.BENCH_STEP === 'capture') await capture();
else await explain();
