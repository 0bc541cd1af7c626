/**
 * `npm run bench:leaderboards`: leaderboard latency at a million opportunities (issue 5).
 *
 * Reuses (or seeds) the search benchmark's generated opportunities in the shared benchmark
 * database, derives award rows from them, then measures the live fallback query, the summary
 * rebuild, and the HTTP API over the summary for each request class at concurrency 1 and 8.
 * Target: p95 under 100 ms for every API class at concurrency 1. Settings: BENCH_COUNT (default
 * 1,000,000), BENCH_DATABASE_URL or BENCH_DATA_DIR (embedded Postgres, default ./data/bench),
 * BENCH_REQUESTS (per class, default 200). Writes its section of docs/performance.md.
 */
import type { LeaderboardBoard } from '@wac/contract';
import { rebuildLeaderboardSummary } from '../src/modules/leaderboards/leaderboard-summary.repository';
import { findLiveLeaderboard } from '../src/modules/leaderboards/leaderboards.repository';
import { createUser } from '../test/factories/user';
import { ensureBenchAwards } from './bench-leaderboards/derive-awards';
import { type LeaderboardBenchReport, writeLeaderboardSection } from './bench-leaderboards/report';
import {
  ensureBenchOpportunities,
  listenBenchApp,
  openBenchDatabase,
  timeCalls,
} from './shared/bench-http';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const requestsPerClass = Number(process.env.BENCH_REQUESTS ?? 200);
/** The live query takes about a second: a few runs show its cost without dominating the run. */
const LIVE_RUNS = 3;
const log = (message: string) => console.log(message);

const { env, database, pool } = await openBenchDatabase();
try {
  await ensureBenchOpportunities(pool, count, log);
  const { awards } = await ensureBenchAwards(pool, log);
  log(`${awards.toLocaleString('en-GB')} awards`);
  // As autovacuum would in production: index-only scans need an up-to-date visibility map, and
  // migrations run since the seed may have touched every row. Quick when nothing changed.
  await pool.query('VACUUM (ANALYZE) opportunities, awards, award_suppliers');
  const report: LeaderboardBenchReport = {
    opportunities: count,
    awards,
    rebuildSeconds: 0,
    live: [],
    api: [],
  };

  const year = new Date().getUTCFullYear() - 1;
  const livePeriods = [
    ['all time', { year: 0, month: 0 }],
    [`year ${year}`, { year, month: 0 }],
    [`month ${year}-06`, { year, month: 6 }],
  ] as const;
  log(`\nLive query (summary never built, or stale for too long), ${LIVE_RUNS} runs each:`);
  for (const board of ['buyers', 'suppliers'] as LeaderboardBoard[]) {
    for (const [label, period] of livePeriods) {
      const figures = await timeCalls(
        LIVE_RUNS,
        1,
        async () => void (await findLiveLeaderboard(pool, board, period, 10)),
      );
      report.live.push({ label: `${board}, ${label}`, figures });
      log(
        `  ${board.padEnd(9)} ${label.padEnd(14)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms`,
      );
    }
  }

  const rebuildStarted = performance.now();
  await rebuildLeaderboardSummary(pool);
  report.rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
  log(`\nSummary rebuild: ${report.rebuildSeconds.toFixed(1)} s`);

  const { app, origin } = await listenBenchApp(env, pool);
  // A paid account: a free one may filter by period only 20 times a day (ADR 0031).
  const user = await createUser(pool, {
    email: `bench-${Date.now()}@example.test`,
    tier: 'professional',
  });
  const classes = [
    ['buyers, all time (anonymous)', '/api/leaderboards/buyers/?year=&month=&limit=10', {}],
    ['suppliers, all time (anonymous)', '/api/leaderboards/suppliers/', {}],
    [`buyers, year ${year}`, `/api/leaderboards/buyers/?year=${year}&limit=10`, user.authHeader],
    [`suppliers, ${year}-06`, `/api/leaderboards/suppliers/?year=${year}&month=6`, user.authHeader],
    ['suppliers, all time, limit 100', '/api/leaderboards/suppliers/?limit=100', user.authHeader],
  ] as const;
  log(`\nHTTP API over the summary, ${requestsPerClass} requests per class:`);
  for (const concurrency of [1, 8]) {
    log(`  concurrency ${concurrency}`);
    for (const [label, url, headers] of classes) {
      const figures = await timeCalls(requestsPerClass, concurrency, async () => {
        const response = await fetch(origin + url, { headers });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        await response.arrayBuffer();
      });
      report.api.push({ concurrency, label, figures });
      log(
        `    ${label.padEnd(34)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms`,
      );
    }
  }
  await app.close();
  log(`\nWritten to ${writeLeaderboardSection(report)}`);
} finally {
  await pool.end();
  await database.stop();
}
