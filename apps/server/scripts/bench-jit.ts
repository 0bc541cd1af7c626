/**
 * `npm run bench:jit`: the search mix of issue 21 (JIT_MIX_CLASSES) at concurrency 16 against the million-row
 * database, on the embedded server and on the stock PostgreSQL on the PATH (PostgreSQL 15, JIT
 * on as shipped) with and without the app's session settings, and with `jit_above_cost` raised
 * instead (ADR 0075). BENCH_JIT_REQUESTS requests per setting (800). Seeds ./data/bench-pg15
 * once (it takes a while). Prints requests/s and p50/p95/p99 and writes them to
 * docs/performance.md.
 */
import os from 'node:os';
import { createPool } from '../src/db/pool';
import { buildServerIfStale, startAppProcess } from './bench-load/app-processes';
import { openMillionRowDatabase, openStockMillionRowDatabase } from './bench-load/bench-database';
import { driveClosedLoop, type LoadFigures } from './bench-load/drive-load';
import type { LoadRequest } from './bench-load/request-mix';
import { buildQueryMix, pickWacIds } from './bench-search/query-mix';
import { writePerformanceSection } from './shared/bench-figures';

const amount = Number(process.env.BENCH_JIT_REQUESTS ?? 800);

/**
 * The concurrency-16 search mix of issue 21 and ADR 0075: the ten classes bench:search had when
 * the issue measured 58 against 571 requests/s, named here so classes added to bench:search
 * later (status=open, exclusions, the Best Match variants) do not change what this bench measures.
 */
const JIT_MIX_CLASSES = [
  'broad one-word keyword',
  'two words + four filters',
  'phrase',
  'comma alternatives',
  'filters only, page 50',
  'CPV subtree',
  'buyer name',
  'count_only',
  'keyword sorted by value',
  'WAC ID',
] as const;
const CONCURRENCY = 16;
const START = '<!-- bench:jit:start -->';
const END = '<!-- bench:jit:end -->';
const log = (message: string) => console.log(message);

type Database = 'embedded' | 'stock' | 'stock, 128MB';
type Setting = {
  name: string;
  database: Database;
  jit: 'off' | 'server';
  jitAboveCost?: number;
};
const SETTINGS: Setting[] = [
  { name: 'embedded, app settings (JIT off)', database: 'embedded', jit: 'off' },
  { name: 'stock PostgreSQL, JIT on as shipped', database: 'stock', jit: 'server' },
  { name: 'stock, jit_above_cost 1,000,000', database: 'stock', jit: 'server', jitAboveCost: 1e6 },
  { name: 'stock, jit_above_cost 10,000,000', database: 'stock', jit: 'server', jitAboveCost: 1e7 },
  { name: 'stock PostgreSQL, app settings (JIT off)', database: 'stock', jit: 'off' },
  {
    name: 'stock, shared_buffers 128MB as shipped, app settings',
    database: 'stock, 128MB',
    jit: 'off',
  },
];

/** The embedded server, or the stock one with the embedded server's page cache or its own. */
function openBenchDatabase(database: Database) {
  if (database === 'embedded') return openMillionRowDatabase(1_000_000, log);
  const sharedBuffers = database === 'stock' ? undefined : '128MB';
  return openStockMillionRowDatabase(1_000_000, log, sharedBuffers);
}

async function searchMix(connectionString: string): Promise<LoadRequest[]> {
  const pool = createPool(connectionString, 1);
  try {
    const byName = new Map(buildQueryMix(await pickWacIds(pool, 5)).map((c) => [c.name, c]));
    const classes = JIT_MIX_CLASSES.map((name) => {
      const found = byName.get(name);
      if (!found) throw new Error(`bench:search has no query class named "${name}"`);
      return found;
    });
    const queries = classes.flatMap((c) => c.queries.map((q) => ({ kind: c.name, q })));
    return queries.map(({ kind, q }) => ({ kind, method: 'GET', path: `/api/search/?${q}` }));
  } finally {
    await pool.end();
  }
}

async function measure(connectionString: string, setting: Setting, postgres: string) {
  const admin = createPool(connectionString, 1, { jit: 'server' });
  if (setting.jitAboveCost) {
    await admin.query(`ALTER DATABASE wac SET jit_above_cost = ${setting.jitAboveCost}`);
  }
  try {
    const app = await startAppProcess({
      databaseUrl: connectionString,
      build: 'compiled',
      // The result-page cache (ADR 0110) answers a repeated variant without the database, so
      // with it on every setting measures the cache: this benchmark is about the server.
      env: {
        JOBS_ENABLED: 'false',
        DATABASE_JIT: setting.jit,
        DATABASE_POOL_SIZE: '16',
        SEARCH_PAGE_CACHE_MB: '0',
      },
    });
    try {
      const mix = await searchMix(connectionString);
      // Every variant once: plans and caches warm, as in a running service.
      await driveClosedLoop({ origin: app.origin, connections: 1, amount: mix.length, mix });
      const before = os.loadavg()[0] ?? 0;
      const figures = await driveClosedLoop({
        origin: app.origin,
        connections: CONCURRENCY,
        amount,
        mix,
      });
      return { setting, postgres, figures, load: [before, os.loadavg()[0] ?? 0] };
    } finally {
      await app.stop();
    }
  } finally {
    if (setting.jitAboveCost) await admin.query('ALTER DATABASE wac RESET jit_above_cost');
    await admin.end();
  }
}

const line = (r: { setting: Setting; postgres: string; figures: LoadFigures; load: number[] }) =>
  `| ${r.setting.name} | ${r.postgres} | ${r.figures.throughput.toFixed(1)} | ${r.figures.p50.toFixed(1)} | ${r.figures.p95.toFixed(1)} | ${r.figures.p99.toFixed(1)} | ${Object.keys(r.figures.failures).length === 0 ? 'none' : JSON.stringify(r.figures.failures)} | ${r.load.map((l) => l.toFixed(2)).join(' -> ')} |`;

buildServerIfStale();
const results: Awaited<ReturnType<typeof measure>>[] = [];
for (const database of ['embedded', 'stock', 'stock, 128MB'] as const) {
  const handle = await openBenchDatabase(database);
  try {
    const pool = createPool(handle.connectionString, 1);
    const version = (await pool.query('SHOW server_version')).rows[0].server_version as string;
    await pool.end();
    for (const setting of SETTINGS.filter((s) => s.database === database)) {
      log(`${setting.name}...`);
      const result = await measure(handle.connectionString, setting, `PostgreSQL ${version}`);
      log(line(result));
      results.push(result);
    }
  } finally {
    await handle.stop();
  }
}
/** Issue 21's check: stock PostgreSQL with the app's settings within 1.5x of embedded. */
function verdict(): string[] {
  const withAppSettings = (database: Database) =>
    results.find((r) => r.setting.database === database && r.setting.jit === 'off');
  const embedded = withAppSettings('embedded');
  if (!embedded) return [];
  return (['stock', 'stock, 128MB'] as const).flatMap((database) => {
    const stock = withAppSettings(database);
    if (!stock) return [];
    const ratio = embedded.figures.throughput / stock.figures.throughput;
    return [
      `- ${stock.setting.name}: ${stock.figures.throughput.toFixed(1)} against embedded ${embedded.figures.throughput.toFixed(1)} requests/s, embedded ${ratio.toFixed(2)}x (issue 21: at most 1.5x): ${ratio <= 1.5 ? 'met' : 'missed'}.`,
    ];
  });
}

const section = [
  START,
  '## External PostgreSQL and JIT (`npm run bench:jit`)',
  '',
  `The search mix of issue 21: ten classes of bench:search, five variants each (\`JIT_MIX_CLASSES\`:`,
  `${JIT_MIX_CLASSES.join(', ')}; no Best Match), at concurrency ${CONCURRENCY},`,
  `${amount} requests per setting after one warm-up pass, 1,000,000 opportunities, one compiled`,
  'API process (pool of 16, result-page cache off: SEARCH_PAGE_CACHE_MB=0). "Stock" is the PostgreSQL on the PATH started with its defaults',
  '(JIT on, `jit_above_cost` 100,000) and the same `shared_buffers` as the embedded server,',
  'then once more with its shipped 128MB.',
  '',
  '| Setting | Server | Requests/s | p50 ms | p95 ms | p99 ms | Errors | Load avg (1 min) |',
  '|---|---|---:|---:|---:|---:|---|---|',
  ...results.map(line),
  '',
  ...verdict(),
  END,
].join('\n');
console.log(`\n${section}`);
console.log(`Written to ${writePerformanceSection(section, START, END)}`);
