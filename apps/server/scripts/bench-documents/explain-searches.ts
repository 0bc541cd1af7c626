/**
 * `npm run bench:documents:explain`: where a search "with documents" spends its time. Runs each
 * benchmark class once through the search service with every statement timed (the pg client's
 * query traced), then EXPLAIN (ANALYZE, BUFFERS) of each statement slower than 5 ms under the
 * settings its transaction had. Same data as bench:documents (BENCH_DATA_DIR); it seeds nothing.
 */
import path from 'node:path';
import { searchQuerySchema } from '@wac/contract';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config/env';
import { openDatabase } from '../../src/db/open-database';
import { createPool } from '../../src/db/pool';
import { searchOpportunities } from '../../src/modules/search/search.service';
import { DOCUMENT_BENCH_CASES } from './cases';

type Traced = { text: string; values: unknown[]; ms: number; settings: string[] };
const traced: Traced[] = [];
let settings: string[] = [];
const originalQuery = pg.Client.prototype.query;
// biome-ignore lint/suspicious/noExplicitAny: the pg client's overloaded query, traced as is
pg.Client.prototype.query = async function traceQuery(this: pg.Client, ...args: any[]) {
  const [first, second] = args;
  const text: string = typeof first === 'string' ? first : first.text;
  const values: unknown[] = (typeof first === 'string' ? second : first.values) ?? [];
  if (/^\s*(BEGIN|SET LOCAL)/i.test(text)) settings = text.match(/SET LOCAL [^;]+/gi) ?? settings;
  if (/^\s*(COMMIT|ROLLBACK)/i.test(text)) settings = [];
  const entry: Traced = { text, values, ms: 0, settings };
  traced.push(entry);
  const started = performance.now();
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    // The pool passes a callback: time the query to it.
    // biome-ignore lint/suspicious/noExplicitAny: passed through unchanged
    args[args.length - 1] = (...results: any[]) => {
      entry.ms = performance.now() - started;
      callback(...results);
    };
    // biome-ignore lint/suspicious/noExplicitAny: passed through unchanged
    return (originalQuery as any).apply(this, args);
  }
  // biome-ignore lint/suspicious/noExplicitAny: passed through unchanged
  const result = await (originalQuery as any).apply(this, args);
  entry.ms = performance.now() - started;
  return result;
};

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
});
const pool = createPool(database.connectionString, 2);
try {
  for (const [name, query] of Object.entries(DOCUMENT_BENCH_CASES)) {
    const parsed = searchQuerySchema.parse(
      Object.fromEntries(
        new URLSearchParams(`${query}&include_documents=true&sort=release_date-desc`),
      ),
    );
    const deps = { db: pool, isCountCacheEnabled: false };
    await searchOpportunities(deps, parsed, null); // warm
    traced.length = 0;
    const started = performance.now();
    const { total } = await searchOpportunities(deps, parsed, null);
    const statements = [...traced];
    console.log(
      `\n### ${name}: ${total} matches, ${(performance.now() - started).toFixed(1)} ms, ${statements.length} statements`,
    );
    for (const statement of statements) {
      console.log(
        `  ${statement.ms.toFixed(1)} ms  ${statement.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
    for (const statement of statements.filter(
      (item) => item.ms > 5 && /^\s*(SELECT|WITH)/i.test(item.text),
    )) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const setting of statement.settings) await client.query(setting);
        const { rows } = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        console.log(`\n-- ${statement.text.replace(/\s+/g, ' ').slice(0, 200)}`);
        console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    }
  }
} finally {
  await pool.end();
  await database.stop();
}
