/**
 * `npx tsx apps/server/scripts/bench-search-memories.ts`: what each of the search module's
 * in-process memories saves (issue 33, docs/search-engine.md's budget). For each: the cost of
 * a miss (the work the memory spares) and of a hit, per call, on the benchmark database that
 * `npm run bench:search` seeds (BENCH_DATA_DIR or BENCH_DATABASE_URL; it must be seeded first).
 * The page cache and counts memo are measured whole by bench:search and bench:load instead.
 */
import path from 'node:path';
import { searchQuerySchema } from '@wac/contract';
import { REPO_ROOT } from '../src/config/env';
import { openDatabase } from '../src/db/open-database';
import { createPool, type Pool } from '../src/db/pool';
import { resolveKeywordTsquery } from '../src/modules/search/match/keyword-resolution';
import { parseKeywordQuery } from '../src/modules/search/match/keyword-terms';
import { toSearchFilters } from '../src/modules/search/match/search-filters';
import { lexemeFigures } from '../src/modules/search/page/keyword-match-estimate';
import {
  buildSearchPageStatement,
  readSearchPageRows,
} from '../src/modules/search/page/search-page.repository';
import { cardsAt } from '../src/modules/search/page/search-page-cached';
import { sortKeyDistributions } from '../src/modules/search/page/sort-key-distribution';
import { chooseSortKeyWindow } from '../src/modules/search/page/sort-key-window';
import { buildSearchConditions } from '../src/modules/search/search-conditions';

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
  logger: { info: () => undefined, warn: console.log },
});
const pool = createPool(database.connectionString, 4);
const rows: string[][] = [];

/** Mean microseconds per call of `run(i)` over `calls` calls. */
async function time(calls: number, run: (index: number) => unknown): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) await run(index);
  return ((performance.now() - started) * 1000) / calls;
}

function report(memory: string, miss: number, hit: number) {
  rows.push([memory, miss.toFixed(1), hit.toFixed(1), (miss - hit).toFixed(1)]);
}

try {
  const words = (
    await pool.query<{ word: string }>(
      `SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title) FROM opportunities
                                  LIMIT 20000$$) WHERE word ~ '^[a-z]{4,}$' LIMIT 400`,
    )
  ).rows.map((row) => row.word);
  const box = (index: number) =>
    `"${words[index % words.length]} ${words[(index * 7) % words.length]}", -${words[(index * 13) % words.length]} ${index}`;

  // 1. The keyword box's readings (match/keyword-terms.ts): parsing a box, spared per repeat.
  report(
    'keyword readings (parse)',
    await time(2000, (i) => parseKeywordQuery(box(i))),
    await time(2000, () => parseKeywordQuery(box(1))),
  );

  // 2. Resolved keywords (match/keyword-resolution.ts): the round trips that stem the box.
  const fresh = (i: number) => ({ keywords: `${box(i)} fresh${i}` });
  report(
    'resolved keywords',
    await time(300, (i) => resolveKeywordTsquery(pool, fresh(i + 10_000))),
    await time(300, () => resolveKeywordTsquery(pool, fresh(1))),
  );

  // 3, 4. Planner figures per pool (page/planner-figures.ts): value and date histograms, lexeme
  // statistics. A miss is measured on a fresh pool (already connected), a hit on the same one.
  const missOf = async (read: (db: Pool) => Promise<unknown>) => {
    let total = 0;
    for (let index = 0; index < 5; index += 1) {
      const fresh = createPool(database.connectionString, 1);
      await fresh.query('SELECT 1');
      total += await time(1, () => read(fresh));
      await fresh.end();
    }
    return total / 5;
  };
  await sortKeyDistributions(pool);
  await lexemeFigures(pool);
  report(
    'sort-key distributions',
    await missOf(sortKeyDistributions),
    await time(1000, () => sortKeyDistributions(pool)),
  );
  report(
    'lexeme figures',
    await missOf(lexemeFigures),
    await time(1000, () => lexemeFigures(pool)),
  );

  // 5. Sort-key window cuts (page/sort-key-window.ts): a bisection over the histogram per cut.
  const distributions = await sortKeyDistributions(pool);
  const filters = toSearchFilters(searchQuerySchema.parse({ q: 'cleaning', value_from: '10000' }));
  const shape = (total: number, dist: typeof distributions) => ({
    sort: 'value-desc' as const,
    filters,
    hasTextKeyword: true,
    unwindowedCost: 1e9,
    readsClock: false,
    total,
    searchableRows: 1_000_000,
    offset: 0,
    limit: 20,
    distributions: dist,
  });
  report(
    'sort-key window cuts',
    // A fresh copy of the figures per call: no cut of it is known yet.
    await time(500, (i) => {
      const copies = new Map([...distributions].map(([column, d]) => [column, { ...d }]));
      return chooseSortKeyWindow(shape(20_000 + i, copies));
    }),
    await time(500, () => chooseSortKeyWindow(shape(20_000, distributions))),
  );

  // 6. Card templates (page/search-page-cached.ts): a cached page's cards built once per rows.
  const conditions = buildSearchConditions(toSearchFilters(searchQuerySchema.parse({})), {});
  const pageOptions = {
    sort: 'release_date-desc' as const,
    strategy: 'walk' as const,
    limit: 20,
    offset: 0,
    userId: null,
    now: new Date(),
    criteria: { cpv: [], regions: [] },
  };
  const { rows: pageRows } = await readSearchPageRows(
    pool,
    buildSearchPageStatement(conditions, pageOptions),
  );
  const cardOptions = { now: new Date(), criteria: pageOptions.criteria, hasHighlight: false };
  report(
    'card templates',
    // A fresh array per call, as a page read afresh: its cards are built.
    await time(2000, () => cardsAt([...pageRows], new Set(), cardOptions)),
    await time(2000, () => cardsAt(pageRows, new Set(), cardOptions)),
  );

  console.log('| memory | miss (µs) | hit (µs) | spared per repeat (µs) |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await pool.end();
  await database.stop?.();
}
