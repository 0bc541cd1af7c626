/**
 * `npm run bench:alerts`: one alert dispatch for 10,000 active profiles against a day of new
 * opportunities in a database of a million.
 *
 * Reuses (or seeds) the search benchmark's generated opportunities (scripts/bench-search), adds a
 * day of new ones and 2,000 paying users with five profiles each, then times the dispatch
 * (matching, claiming deliveries, queueing digests on pg-boss) and counts the SQL statements it
 * sends. Target: under 60 s. A second run right after must find nothing new. Everything added is
 * removed at the end (and at the start, after an interrupted run).
 *
 * The day is placed 30 days after the newest first_seen_at (the seed's own rows all share the
 * seeding time), so its window holds exactly the day's rows; the dispatcher takes `now` as an
 * argument for this. Settings: BENCH_COUNT (1,000,000), BENCH_PROFILES (10,000), BENCH_NEW (new
 * opportunities in the day, 2,000), BENCH_BATCH (profiles per statement, 200), BENCH_DATABASE_URL
 * or BENCH_DATA_DIR (embedded Postgres, default ./data/bench-alerts).
 */
import PgBoss from 'pg-boss';
import { migrate } from '../src/db/migrate';
import { dispatchAlertDigests } from '../src/modules/alerts/alert-dispatch.service';
import { SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS } from '../src/modules/email/email.jobs';
import { countQueries } from './bench-alerts/counting-pool';
import {
  generateProfiles,
  insertBenchProfiles,
  insertNewOpportunities,
  removeBenchRows,
} from './bench-alerts/seed-alert-profiles';
import { ensureBenchData } from './bench-search/prepare-database';
import { loadBenchVocabulary } from './bench-search/vocabulary';
import { openBenchDatabase } from './shared/bench-http';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const profileCount = Number(process.env.BENCH_PROFILES ?? 10_000);
const newCount = Number(process.env.BENCH_NEW ?? 2_000);
const batchSize = Number(process.env.BENCH_BATCH ?? 200);
const log = (message: string) => console.log(message);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

const { env, database, pool } = await openBenchDatabase({
  folder: 'bench-alerts',
  poolSize: 6,
  env: { PUBLIC_BASE_URL: 'https://wac.example' },
});
let boss: PgBoss | undefined;
try {
  await migrate(pool);
  await removeBenchRows(pool);
  const data = await ensureBenchData(pool, { count, log });
  log(`${count.toLocaleString('en-GB')} opportunities ${data.reused ? 'reused' : 'seeded'}`);

  const { rows } = await pool.query<{ day_end: Date }>(
    `SELECT max(first_seen_at) + interval '30 days' AS day_end FROM opportunities`,
  );
  const dayEnd = rows[0]!.day_end;
  const dayStart = new Date(dayEnd.getTime() - 86_400_000);
  let started = performance.now();
  await insertNewOpportunities(pool, newCount, dayEnd);
  await insertBenchProfiles(pool, generateProfiles(loadBenchVocabulary(), profileCount), dayStart);
  await pool.query('ANALYZE alert_profiles');
  log(`${newCount} new opportunities and ${profileCount} profiles added in ${seconds(started)} s`);

  boss = new PgBoss({
    connectionString: database.connectionString,
    max: 2,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.createQueue(SEND_EMAIL_QUEUE, SEND_EMAIL_QUEUE_OPTIONS);

  // A run ten minutes after the day ends (the settling time for ingest commits) sees all of it.
  const runAt = new Date(dayEnd.getTime() + 10 * 60_000);
  const counted = countQueries(pool);
  const deps = { db: counted.pool, env, jobs: boss };
  started = performance.now();
  const first = await dispatchAlertDigests(deps, { now: runAt, batchSize });
  log(`\nDispatch: ${seconds(started)} s, ${counted.count()} queries (batch ${batchSize})`);
  log(
    `  ${first.profiles} profiles, ${first.digests} digests queued, ${first.deliveries} deliveries`,
  );
  log(`  ${(first.deliveries / Math.max(1, first.digests)).toFixed(1)} opportunities per digest`);
  for (const [kind, entry] of counted.breakdown()) {
    log(
      `  ${kind.padEnd(40)} ${String(entry.count).padStart(5)} x  ${(entry.ms / 1000).toFixed(1)} s`,
    );
  }

  counted.reset();
  started = performance.now();
  const again = await dispatchAlertDigests(deps, { now: runAt, batchSize });
  log(
    `\nRe-run (nothing new): ${seconds(started)} s, ${counted.count()} queries, ${again.digests} digests`,
  );
} finally {
  await removeBenchRows(pool).catch((error) => console.error('cleanup failed', error));
  if (boss) {
    await pool
      .query('DELETE FROM pgboss.job WHERE name = $1', [SEND_EMAIL_QUEUE])
      .catch(() => undefined);
    await boss.stop({ graceful: false, close: true });
  }
  await pool.end();
  await database.stop();
}
