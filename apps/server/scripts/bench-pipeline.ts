/**
 * `npm run bench:pipeline`: the pipeline board's list API on a board of 2,000 items in one
 * workspace, over the bench database's opportunities (issue 29's target: p95 under 100 ms at a
 * million opportunities). Reuses (or seeds) the search benchmark's opportunities in the shared
 * benchmark database. Settings: BENCH_COUNT (default 1,000,000), BENCH_DATABASE_URL or
 * BENCH_DATA_DIR (embedded Postgres, default ./data/bench), BENCH_REQUESTS (per class, default
 * 200). Writes its section of docs/performance.md, with the machine's load average.
 */
import os from 'node:os';
import { type PipelineBenchReport, writePipelineSection } from './bench-pipeline/report';
import { ensureBenchBoard } from './bench-pipeline/seed-board';
import { createSessionHeader } from './bench-pipeline/session';
import {
  ensureBenchOpportunities,
  listenBenchApp,
  openBenchDatabase,
  timeCalls,
} from './shared/bench-http';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const requestsPerClass = Number(process.env.BENCH_REQUESTS ?? 200);
const BOARD_ITEMS = 2_000;
const log = (message: string) => console.log(message);

const { env, database, pool } = await openBenchDatabase();
try {
  await ensureBenchOpportunities(pool, count, log);
  const board = await ensureBenchBoard(pool, BOARD_ITEMS);
  log(`Board of ${board.items.toLocaleString('en-GB')} items ${board.reused ? 'reused' : 'made'}`);
  await pool.query('VACUUM (ANALYZE) pipeline_items, pipeline_stages, workspace_members');

  const { app, origin } = await listenBenchApp(env, pool);
  const headers = await createSessionHeader(pool, board.owner);
  const { rows: stages } = await pool.query<{ id: number }>(
    'SELECT id::int AS id FROM pipeline_stages WHERE workspace_id = $1 ORDER BY position LIMIT 1',
    [board.id],
  );
  const items = `/api/workspaces/${board.id}/pipeline/items/`;
  const classes: [string, string][] = [
    ['stages', `/api/workspaces/${board.id}/pipeline/stages/`],
    ['items, newest changes first', items],
    ['items, by deadline', `${items}?sort=deadline`],
    ['items, by value', `${items}?sort=value`],
    ['items of one stage (a board column)', `${items}?stage=${stages[0]!.id}`],
    ['items of one owner', `${items}?owner=${board.owner}`],
    ['items, page 40 (the last)', `${items}?page=40`],
  ];
  const report: PipelineBenchReport = {
    opportunities: count,
    items: BOARD_ITEMS,
    rows: [],
    loadBefore: os.loadavg(),
    loadAfter: [],
    cores: os.cpus().length,
  };
  log(
    `\nBoard list API, ${requestsPerClass} requests per class (load ${report.loadBefore.map((l) => l.toFixed(2)).join(' ')}):`,
  );
  for (const concurrency of [1, 8]) {
    for (const [label, url] of classes) {
      const figures = await timeCalls(requestsPerClass, concurrency, async () => {
        const response = await fetch(origin + url, { headers });
        if (!response.ok)
          throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      });
      report.rows.push({ label, concurrency, figures });
      log(
        `  c${concurrency} ${label.padEnd(38)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms`,
      );
    }
  }
  report.loadAfter = os.loadavg();
  await app.close();
  log(`\nWritten to ${writePipelineSection(report)}`);
} finally {
  await pool.end();
  await database.stop();
}
