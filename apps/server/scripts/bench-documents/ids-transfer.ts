/**
 * Where the time of carrying the documents' ids goes (ADR 0316): the lookup run on the server
 * alone, returned as a bigint[] (parsed element by element by the driver) or as one text value,
 * the ids formatted back as an array parameter, and Postgres reading that parameter.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../../src/config/env';
import { openDatabase } from '../../src/db/open-database';
import { createPool } from '../../src/db/pool';

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
});
// The driver's own formatting of a parameter (not in its types).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};
const pool = createPool(database.connectionString, 1);
const word = process.env.BENCH_WORD ?? 'hydroseed';
const found = `SELECT w.opportunity_id FROM opportunity_document_words w WHERE w.words @@ $1::tsquery LIMIT 100001`;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function time(label: string, run: () => Promise<unknown> | unknown) {
  const times: number[] = [];
  for (let i = 0; i < 12; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  console.log(`${label}: median ${median(times.slice(2)).toFixed(1)} ms`);
}
try {
  const { rows } = await pool.query<{ ids: string[] }>(
    `SELECT array_agg(opportunity_id) AS ids FROM (${found}) f`,
    [word],
  );
  const ids = rows[0].ids.map(Number);
  console.log(`${word}: ${ids.length} ids`);
  await time('server: count of the lookup', () =>
    pool.query(`SELECT count(*) FROM (${found}) f`, [word]),
  );
  await time('lookup as bigint[] (driver parses)', () =>
    pool.query(`SELECT array_agg(opportunity_id) AS ids FROM (${found}) f`, [word]),
  );
  await time('lookup as one text', () =>
    pool.query(`SELECT array_agg(opportunity_id)::text AS ids FROM (${found}) f`, [word]),
  );
  const text = `{${ids.join(',')}}`;
  await time('JS: parse the text as bigint[] + Number', () =>
    (pg.types.getTypeParser(1016 as never, 'text') as (v: string) => string[])(text).map(Number),
  );
  await time('JS: prepareValue of the number[]', () => prepareValue(ids));
  await time('back: count of unnest($1::bigint[]) from number[]', () =>
    pool.query('SELECT count(*) FROM unnest($1::bigint[])', [ids]),
  );
  await time('back: count of unnest($1::bigint[]) from one text', () =>
    pool.query('SELECT count(*) FROM unnest($1::bigint[])', [text]),
  );
  await time('back: trivial statement, no parameter', () => pool.query('SELECT 1'));
} finally {
  await pool.end();
  await database.stop();
}
