/**
 * `npm run bench:startup`: start-up time and memory of the server, compiled (what `npm start`
 * runs) against TypeScript through tsx (what it ran before, ADR 0077). Each build starts RUNS
 * times on the same migrated database with the 3,000 sample opportunities: time from spawn until
 * /api/health/ answers, resident memory once ready, and after 200 searches. Medians are printed
 * and written into docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { buildServerIfStale, type ServerBuild, startAppProcess } from './bench-load/app-processes';
import { openSampleDatabase } from './bench-load/bench-database';
import { percentile, writePerformanceSection } from './shared/bench-figures';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const SEARCHES = 200;
const START = '<!-- bench:startup:start -->';
const END = '<!-- bench:startup:end -->';

type Figures = { build: ServerBuild; readyMs: number; rssReadyMb: number; rssLoadedMb: number };

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function measure(databaseUrl: string, build: ServerBuild): Promise<Figures> {
  const runs: Omit<Figures, 'build'>[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const app = await startAppProcess({ databaseUrl, build, env: { JOBS_ENABLED: 'false' } });
    try {
      const rssReadyMb = app.rssMb() ?? 0;
      for (let i = 0; i < SEARCHES; i += 1) {
        const words = ['software', 'cleaning', 'roads', 'care', 'training'];
        const response = await fetch(`${app.origin}/api/search/?q=${words[i % words.length]}`);
        await response.arrayBuffer();
      }
      runs.push({ readyMs: app.readyMs, rssReadyMb, rssLoadedMb: app.rssMb() ?? 0 });
    } finally {
      await app.stop();
    }
  }
  return {
    build,
    readyMs: median(runs.map((r) => r.readyMs)),
    rssReadyMb: median(runs.map((r) => r.rssReadyMb)),
    rssLoadedMb: median(runs.map((r) => r.rssLoadedMb)),
  };
}

const database = await openSampleDatabase(path.join(REPO_ROOT, 'data/bench-startup'));
try {
  buildServerIfStale();
  const loadBefore = os.loadavg()[0] ?? 0;
  const results = [
    await measure(database.connectionString, 'tsx'),
    await measure(database.connectionString, 'compiled'),
  ];
  const rows = results.map(
    (r) =>
      `| ${r.build === 'compiled' ? 'compiled (`npm start` now)' : 'tsx (before)'} | ${r.readyMs.toFixed(0)} | ${r.rssReadyMb} | ${r.rssLoadedMb} |`,
  );
  const section = [
    START,
    '## Server start-up (`npm run bench:startup`)',
    '',
    `Median of ${RUNS} starts each on a migrated database with the 3,000 sample opportunities`,
    '(`DATABASE_URL`, so the embedded Postgres start is not counted; `JOBS_ENABLED=false`).',
    `Node ${process.version}, ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} -> ${(os.loadavg()[0] ?? 0).toFixed(2)}.`,
    '',
    `| Build | Spawn to first 200 (ms) | RSS when ready (MB) | RSS after ${SEARCHES} searches (MB) |`,
    '|---|---:|---:|---:|',
    ...rows,
    END,
  ].join('\n');
  console.log(section);
  console.log(`Written to ${writePerformanceSection(section, START, END)}`);
} finally {
  await database.stop();
}
