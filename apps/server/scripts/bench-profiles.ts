/**
 * `npm run bench:profiles`: buyer and supplier profile and re-tender radar latency at a million
 * opportunities (issue 19).
 *
 * Reuses (or seeds) the search benchmark's opportunities and the leaderboard benchmark's awards
 * in the shared benchmark database (BENCH_DATA_DIR, default ./data/bench, or
 * BENCH_DATABASE_URL), links them to organisations (the backfill every upgraded install runs),
 * refreshes the buyers' timings, then times the HTTP API per request class at concurrency 1 and
 * 8 (BENCH_REQUESTS per class, default 100). Target: p95 under 100 ms per class at concurrency 1.
 * Writes its section of docs/performance.md with the load average.
 */

import os from 'node:os';
import { linkUnlinkedRows } from '../src/modules/organisations/organisation-linker';
import {
  markBuyerTimingsChanged,
  refreshBuyerTimings,
} from '../src/modules/radar/buyer-timings.repository';
import { createUser } from '../test/factories/user';
import { ensureBenchAwards } from './bench-leaderboards/derive-awards';
import { type ProfilesBenchReport, writeProfilesSection } from './bench-profiles/report';
import { pickProfileClasses } from './bench-profiles/request-classes';
import {
  ensureBenchOpportunities,
  listenBenchApp,
  openBenchDatabase,
  timeCalls,
} from './shared/bench-http';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const requestsPerClass = Number(process.env.BENCH_REQUESTS ?? 100);
const log = (message: string) => console.log(message);
const seconds = (since: number) => (performance.now() - since) / 1000;

const { env, database, pool } = await openBenchDatabase();
try {
  await ensureBenchOpportunities(pool, count, log);
  const { awards } = await ensureBenchAwards(pool, log);
  log(`${awards.toLocaleString('en-GB')} awards`);

  log('Linking rows to organisations...');
  const linkStarted = performance.now();
  const linked = await linkUnlinkedRows(pool, {
    onProgress: (done) => {
      if (done % 100_000 < 2000) log(`  ${done.toLocaleString('en-GB')} opportunities linked`);
    },
  });
  const linkSeconds = seconds(linkStarted);
  log(
    `${linked.opportunities.toLocaleString('en-GB')} opportunities linked in ${linkSeconds.toFixed(0)} s`,
  );
  // Timed as the hourly job's run after new data (a run with nothing new skips it, ADR 0137).
  await markBuyerTimingsChanged(pool);
  const timingsStarted = performance.now();
  await refreshBuyerTimings(pool);
  const timingsSeconds = seconds(timingsStarted);
  log(`Buyer timings refreshed in ${timingsSeconds.toFixed(1)} s`);
  // As autovacuum would in production: index-only scans need an up-to-date visibility map.
  await pool.query(
    'VACUUM (ANALYZE) opportunities, awards, award_suppliers, opportunity_buyers, organisations, organisation_keys',
  );
  const { rows } = await pool.query<{ organisations: number }>(
    'SELECT count(*)::int AS organisations FROM organisations',
  );

  const { app, origin } = await listenBenchApp(env, pool);
  const user = await createUser(pool, {
    email: `bench-${Date.now()}@example.test`,
    tier: 'professional',
  });
  const freeUser = await createUser(pool, {
    email: `bench-free-${Date.now()}@example.test`,
    tier: 'free',
  });
  const classes = await pickProfileClasses(pool, user.authHeader, freeUser.authHeader);
  const report: ProfilesBenchReport = {
    opportunities: count,
    awards,
    organisations: rows[0]!.organisations,
    reused: linked.opportunities === 0,
    linkSeconds,
    timingsSeconds,
    loadAverage: [0, 0],
    api: [],
  };
  const fetchOk = async (url: string, headers: Record<string, string>) => {
    const response = await fetch(origin + url, { headers });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  log('Warming up...');
  for (const requestClass of classes) {
    for (const url of requestClass.urls) await fetchOk(url, requestClass.headers);
  }
  report.loadAverage[0] = os.loadavg()[0] ?? 0;
  for (const concurrency of [1, 8]) {
    log(`concurrency ${concurrency}`);
    for (const requestClass of classes) {
      const figures = await timeCalls(
        requestsPerClass,
        concurrency,
        (index) =>
          fetchOk(requestClass.urls[index % requestClass.urls.length]!, requestClass.headers),
        requestClass.prepare,
      );
      report.api.push({ concurrency, label: requestClass.label, figures });
      log(
        `  ${requestClass.label.padEnd(48)} p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms`,
      );
    }
  }
  report.loadAverage[1] = os.loadavg()[0] ?? 0;
  await app.close();
  log(`\nWritten to ${writeProfilesSection(report)}`);
} finally {
  await pool.end();
  await database.stop();
}
