/**
 * The framework filter at scale (ADR 0228): on a copy of a benchmark database (BENCH_DATA_DIR,
 * e.g. the 100k bench set), gives 5 % of rows the framework role, 1 % dynamic market and 10 %
 * call-off (by id, so a re-run gives the same spread), then times the search's count and first
 * page (newest first) through the one definition of a match, with each framework filter value,
 * alone and with a keyword, against the same searches without it. Prints p50 / p95 in ms.
 *
 *   BENCH_DATA_DIR=/work/data-frameworks/bench100k npx tsx apps/server/scripts/bench-framework-filter.ts
 */
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { resolveKeywordTsquery } from '../src/modules/search/match/keyword-resolution';
import type { SearchFilters } from '../src/modules/search/match/search-filters';
import { buildSearchConditions } from '../src/modules/search/search-conditions';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
const runs = Number(process.env.BENCH_REQUESTS ?? 30);
const database = await openDatabase({
  dataDir,
  logger: { info: () => undefined, warn: console.log },
});
const pool = createPool(database.connectionString, 2);

async function seedRoles() {
  await pool.query(
    `INSERT INTO opportunity_procurement_roles (opportunity_id, role)
     SELECT id, CASE WHEN id % 100 < 5 THEN 'framework'
                     WHEN id % 100 = 5 THEN 'dynamic_market' ELSE 'call_off' END
       FROM opportunities WHERE id % 100 < 16
     ON CONFLICT (opportunity_id) DO NOTHING`,
  );
  await pool.query('ANALYZE opportunity_procurement_roles');
}

async function time(filters: SearchFilters): Promise<{ p50: number; p95: number; total: number }> {
  const resolved = await resolveKeywordTsquery(pool, filters);
  const conditions = buildSearchConditions(filters, { resolved: resolved ?? undefined });
  const durations: number[] = [];
  let total = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const counted = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM opportunity_search s WHERE ${conditions.where}`,
      conditions.params.values,
    );
    await pool.query(
      `SELECT s.opportunity_id FROM opportunity_search s WHERE ${conditions.where}
        ORDER BY s.release_date DESC NULLS LAST, s.opportunity_id DESC LIMIT 20`,
      conditions.params.values,
    );
    durations.push(performance.now() - started);
    total = counted.rows[0]?.n ?? 0;
  }
  durations.sort((a, b) => a - b);
  const at = (share: number) =>
    durations[Math.min(durations.length - 1, Math.floor(share * durations.length))]!;
  return { p50: at(0.5), p95: at(0.95), total };
}

try {
  await migrate(pool);
  await seedRoles();
  const { rows } = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM opportunity_search',
  );
  console.log(`${rows[0]?.n} searchable rows, ${runs} runs per case (count + first page)`);
  for (const keywords of [undefined, 'cleaning']) {
    for (const framework of [undefined, 'frameworks', 'call_offs', 'no_call_offs'] as const) {
      const figures = await time({ keywords, framework });
      console.log(
        `${keywords ?? '(no keyword)'} / ${framework ?? 'no framework filter'}: ` +
          `p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, ${figures.total} matches`,
      );
    }
  }
} finally {
  await pool.end();
  await database.stop();
}
