/**
 * `npm run bench:cpv`: GET /api/cpv/ (issue 17), the CPV filter's autocomplete. Starts the real
 * server on a small embedded database of its own (BENCH_CPV_DATA_DIR, default ./data/bench-cpv:
 * migrating loads the shipped CPV 2008 list, 9,454 codes), then sends a fixed mix of what people
 * type (words, word beginnings, code prefixes, exact codes) BENCH_REQUESTS times each (default
 * 50) at concurrency 1 after a warm-up pass, and prints p50/p95 per query kind with the load
 * average; writes them into docs/performance.md. Target: p95 under 20 ms.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { startBenchServer } from './bench-search/http-runner';
import { percentile, writePerformanceSection } from './shared/bench-figures';

const TARGET_MS = 20;
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const KINDS: { name: string; queries: string[] }[] = [
  { name: 'one word', queries: ['cleaning', 'software', 'construction', 'furniture', 'vehicles'] },
  { name: 'a word being typed', queries: ['clea', 'softw', 'constr', 'med', 'transp'] },
  { name: 'two words', queries: ['window cleaning', 'medical equipment', 'road repair'] },
  { name: 'code prefix', queries: ['90', '909', '4523', '72000000-5'] },
  { name: 'prefix and word', queries: ['9091 cleaning', '45 road'] },
];

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_CPV_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench-cpv'),
  logger: { info: () => undefined, warn: console.log },
});
const pool = createPool(database.connectionString, 2);
try {
  await migrate(pool);
  const server = await startBenchServer(database.connectionString, { isCountCacheEnabled: true });
  const loadBefore = os.loadavg()[0] ?? 0;
  const rows: string[] = [];
  let slowest = 0;
  try {
    const ask = async (q: string) => {
      const started = performance.now();
      const response = await fetch(`${server.origin}/api/cpv/?q=${encodeURIComponent(q)}`);
      const body = (await response.json()) as { results: unknown[] };
      return { ms: performance.now() - started, count: body.results.length };
    };
    for (const kind of KINDS) for (const q of kind.queries) await ask(q);
    for (const kind of KINDS) {
      const times: number[] = [];
      const counts: number[] = [];
      for (let index = 0; index < requests; index += 1) {
        for (const q of kind.queries) {
          const { ms, count } = await ask(q);
          times.push(ms);
          counts.push(count);
        }
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 0.95);
      slowest = Math.max(slowest, p95);
      rows.push(
        `| ${kind.name} (${kind.queries.map((q) => `\`${q}\``).join(', ')}) | ${Math.max(...counts)} | ${percentile(times, 0.5).toFixed(1)} ms | ${p95.toFixed(1)} ms${p95 > TARGET_MS ? ' ⚠' : ''} |`,
      );
    }
  } finally {
    await server.stop();
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  const section = [
    '<!-- bench:cpv:start -->',
    '## CPV autocomplete (`npm run bench:cpv`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: \`GET /api/cpv/?q=\` over HTTP against the real server, the shipped CPV 2008 list (9,454 codes), ${requests} rounds of each query at concurrency 1 after a warm-up pass. Target: p95 under ${TARGET_MS} ms. Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
    '',
    '| Query kind | Results (most) | p50 | p95 |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    slowest > TARGET_MS
      ? `Kinds marked ⚠ miss the target (slowest p95 ${slowest.toFixed(1)} ms).`
      : `Every kind is under the target (slowest p95 ${slowest.toFixed(1)} ms).`,
    '<!-- bench:cpv:end -->',
  ].join('\n');
  console.log(section);
  console.log(
    `Written to ${writePerformanceSection(section, '<!-- bench:cpv:start -->', '<!-- bench:cpv:end -->')}`,
  );
} finally {
  await pool.end();
  await database.stop();
}
