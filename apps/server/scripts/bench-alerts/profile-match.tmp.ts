import { openDatabase } from '../../src/db/open-database';
import { createPool } from '../../src/db/pool';
import { toAlertSearchFilters } from '../../src/modules/alerts/alert-criteria';
import {
  findAlertMatches,
  prepareFreshOpportunities,
} from '../../src/modules/alerts/alert-matches.repository';
import { loadBenchVocabulary } from '../bench-search/vocabulary';
import { generateProfiles, insertNewOpportunities, removeBenchRows } from './seed-alert-profiles';

const database = await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
const pool = createPool(database.connectionString, 4);
const client = await pool.connect();
try {
  await removeBenchRows(pool);
  const { rows } = await pool.query(
    `SELECT max(first_seen_at) + interval '30 days' AS day_end FROM opportunities`,
  );
  const dayEnd: Date = rows[0].day_end;
  const n = Number(process.env.N ?? 300);
  await insertNewOpportunities(pool, n, dayEnd);
  const profiles = generateProfiles(loadBenchVocabulary(), Number(process.env.P ?? 200));
  const since = new Date(dayEnd.getTime() - 86_400_000 - 7_200_000);
  const requests = profiles.map((p, i) => ({
    profileId: i + 1,
    since,
    filters: toAlertSearchFilters({
      keywords: p.keywords,
      cpv_codes: p.cpvCodes,
      include_sub_cpv: true,
      location_keywords: p.locations,
      min_value: p.minValue,
      max_value: p.maxValue,
      deadline_filter: p.deadline as 'ANY',
    })!,
  }));
  let t = performance.now();
  const fresh = await prepareFreshOpportunities(client, { from: since, until: dayEnd });
  console.log(`prepare ${fresh} rows: ${(performance.now() - t).toFixed(0)} ms`);
  for (const size of [20, 100, 200]) {
    t = performance.now();
    let total = 0;
    for (let i = 0; i < requests.length; i += size) {
      const m = await findAlertMatches(client, requests.slice(i, i + size));
      for (const v of m.values()) total += v.length;
    }
    console.log(
      `batch ${size}: ${(performance.now() - t).toFixed(0)} ms for ${requests.length} profiles, ${total} matches`,
    );
  }
  {
    const m = await findAlertMatches(client, requests);
    const counts = requests.map((r, i) => ({ n: m.get(r.profileId)?.length ?? 0, p: profiles[i] }));
    counts.sort((a, b) => b.n - a.n);
    for (const c of counts.slice(0, 25)) console.log(c.n, JSON.stringify(c.p));
    const ns = counts.map((c) => c.n).sort((a, b) => a - b);
    console.log(
      'p50',
      ns[500],
      'p90',
      ns[900],
      'p99',
      ns[990],
      'zero',
      ns.filter((x) => x === 0).length,
    );
    const noKwCpv = counts.filter((c) => !c.p.keywords && !c.p.cpvCodes);
    console.log(
      'no kw/cpv',
      noKwCpv.length,
      noKwCpv.reduce((s, c) => s + c.n, 0),
    );
  }
  if (process.env.EXPLAIN) {
    const { buildSearchConditions } = await import('../../src/modules/search/search-conditions');
    const values: unknown[] = [];
    const branches = requests.slice(0, 100).map((request) => {
      values.push(request.profileId, request.since);
      const c = buildSearchConditions(request.filters, { alias: 's', firstParam: values.length });
      values.push(...c.params.values);
      return `SELECT $${values.length - c.params.values.length - 1}::bigint AS profile_id, s.opportunity_id FROM alert_fresh_opportunities s WHERE s.first_seen_at >= $${values.length - c.params.values.length}::timestamptz AND ${c.where}`;
    });
    const { rows: plan } = await client.query(
      `EXPLAIN (ANALYZE) ${branches.join(' UNION ALL ')}`,
      values,
    );
    const lines = plan.map((r: Record<string, string>) => r['QUERY PLAN']);
    console.log(lines.slice(0, 30).join('\n'));
    console.log(lines.slice(-3).join('\n'));
  }
} finally {
  client.release();
  await removeBenchRows(pool);
  await pool.end();
  await database.stop();
}
