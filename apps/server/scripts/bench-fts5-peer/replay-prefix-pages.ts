/**
 * `npx tsx apps/server/scripts/bench-fts5-peer/replay-prefix-pages.ts DATABASE_URL DUMP [ROUNDS]`:
 * whether a word beginning's page gains from the count's matches (issue 36). DUMP is a
 * `BENCH_DUMP` file of `npm run bench:rare-word-trace` asked word beginnings (`BENCH_WORDS`); for
 * each page statement in it, the statement as the server sends it (its words index scanned for
 * the beginning again, A) and the same with the count's matching ids as one `bigint[]` in place
 * of the tsquery test (B, what reusing the count's work would send) run alternately ROUNDS times
 * on a Postgres already running on the copy. Prints the medians, the count alone and the count
 * also listing its ids, and whether A and B gave the same cards.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [url, dumpFile, rounds = '5'] = process.argv.slice(2);
if (!url || !dumpFile) throw new Error('usage: replay-prefix-pages.ts DATABASE_URL DUMP [ROUNDS]');

const PAGE = /FROM \(SELECT page\.opportunity_id/;
const statements = readFileSync(dumpFile, 'utf8')
  .split('\n\n')
  .filter((block) => PAGE.test(block))
  .map((block) => {
    const cut = block.lastIndexOf('\n-- ');
    return { sql: block.slice(0, cut), values: JSON.parse(block.slice(cut + 4)) as unknown[] };
  });

const client = new pg.Client({ connectionString: url });
await client.connect();
const timed = async <T>(run: () => Promise<T>) => {
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start };
};
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(1);
try {
  for (const { sql, values } of statements) {
    const tsquery = values[0];
    // Counted as the server counts a word beginning (ADR 0256), with and without the ids.
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const withIds = await timed(() =>
      client.query<{ n: number; ids: string }>(
        `SELECT count(*)::int AS n, array_agg(opportunity_id)::text AS ids
           FROM opportunity_search s WHERE s.search_vector @@ $1::tsquery`,
        [tsquery],
      ),
    );
    const alone = await timed(() =>
      client.query(
        'SELECT count(*) FROM opportunity_search s WHERE s.search_vector @@ $1::tsquery',
        [tsquery],
      ),
    );
    await client.query('COMMIT');
    const row = withIds.value.rows[0];
    const idsTest = `(s.opportunity_id = ANY($${values.length + 1}::bigint[]))`;
    const reusing = sql.replaceAll('(s.search_vector @@ $1::tsquery)', idsTest);
    const a: number[] = [];
    const b: number[] = [];
    let isSame = true;
    for (let round = 0; round < Number(rounds); round += 1) {
      const scanned = await timed(() => client.query<{ wac_id: string }>(sql, values));
      const reused = await timed(() =>
        client.query<{ wac_id: string }>(reusing, [...values, row?.ids ?? '{}']),
      );
      a.push(scanned.ms);
      b.push(reused.ms);
      const ids = (result: pg.QueryResult<{ wac_id: string }>) =>
        result.rows.map((card) => card.wac_id).join();
      isSame &&= ids(scanned.value) === ids(reused.value);
    }
    console.log(
      `${String(tsquery).padEnd(20)} ${String(row?.n).padStart(8)} matches | page A ${median(a)} ms,` +
        ` B ${median(b)} ms | count ${alone.ms.toFixed(1)} ms, listing its ids ` +
        `${withIds.ms.toFixed(1)} ms | same cards: ${isSame}`,
    );
  }
} finally {
  await client.end();
}
