import type { Pool } from '../../src/db/pool';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * Every other table of 10 MB or more (heap, TOAST and indexes together): what a database holds
 * beside the search structures, such as the award and organisation tables the leaderboard and
 * profile benchmarks derive (bench-leaderboards/derive-awards.ts), which a database fresh from
 * `npm run bench:seed` does not have.
 */
export async function printOtherTables(pool: Pool, searchTables: readonly string[]): Promise<void> {
  const { rows } = await pool.query<{ name: string; bytes: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes
       FROM pg_class c
      WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
        AND NOT c.relname = ANY ($1::text[]) AND pg_total_relation_size(c.oid) >= 10 * 1024 * 1024
      ORDER BY pg_total_relation_size(c.oid) DESC`,
    [searchTables],
  );
  if (rows.length === 0) return;
  console.log('\n| other table (10 MB or more) | heap, TOAST and indexes |');
  console.log('|---|---:|');
  for (const row of rows) console.log(`| ${row.name} | ${mb(Number(row.bytes))} |`);
}

/**
 * The bytes a dropped column still holds in rows written before it was dropped: `DROP COLUMN`
 * only marks it in the catalogue, and the values stay until each row is rewritten (an update,
 * `VACUUM FULL`). Measured on a 1% sample as the stored row (`t.*` is the row as stored, dropped
 * values included) less the same row's live columns packed afresh; rows written after the drop
 * hold none. Printed per table that has a dropped column, scaled to the table's row estimate.
 */
export async function printDroppedColumnBytes(pool: Pool): Promise<void> {
  const { rows: tables } = await pool.query<{ name: string; columns: string[]; rows: string }>(
    `SELECT c.relname AS name, c.reltuples::bigint::text AS rows,
            array_agg(quote_ident(a.attname) ORDER BY a.attnum)
              FILTER (WHERE NOT a.attisdropped) AS columns
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0
      WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
      GROUP BY c.oid HAVING bool_or(a.attisdropped)`,
  );
  for (const table of tables) {
    const name = `"${table.name.replaceAll('"', '""')}"`;
    const { rows } = await pool.query<{ per_row: number | null }>(
      `SELECT avg(pg_column_size(t.*) - pg_column_size(ROW(${table.columns.map((c) => `t.${c}`).join(', ')})))::float8 AS per_row
         FROM ${name} t TABLESAMPLE SYSTEM (1)`,
    );
    const perRow = Math.max(0, rows[0]?.per_row ?? 0);
    console.log(
      `\nDropped columns of ${table.name}: about ${perRow.toFixed(0)} bytes a row still stored ` +
        `(1% sample), ${mb(perRow * Number(table.rows))} over ${Number(table.rows).toLocaleString('en-GB')} rows.`,
    );
  }
}

/**
 * What the search copy's stored vectors hold (issue 36, ADR 0350), on a 0.3% sample: a vector's
 * bytes as stored (read on their own: beside a function of the vector, `pg_column_size` sees the
 * value unpacked), its words with their positions alone, and its phrase pairs (ADR 0024: the
 * lexemes with a space inside, `'social 1 valu'`), scaled to the copy's row estimate. The pairs
 * are what a cut of the vectors would change; the words are what every search reads.
 */
export async function printSearchVectorParts(pool: Pool): Promise<void> {
  const { rows } = await pool.query<{
    stored: number | null;
    words: number | null;
    pairs: number | null;
    pair_length: number | null;
    copy_rows: string;
  }>(
    `SELECT (SELECT avg(pg_column_size(s.search_vector))::float8
               FROM opportunity_search s TABLESAMPLE SYSTEM (0.3) REPEATABLE (36)) AS stored,
            avg(pg_column_size(ts_delete(v.search_vector, v.pairs)))::float8 AS words,
            avg(cardinality(v.pairs))::float8 AS pairs,
            (sum((SELECT sum(length(p)) FROM unnest(v.pairs) AS p))
              / nullif(sum(cardinality(v.pairs)), 0))::float8 AS pair_length,
            (SELECT reltuples::bigint::text FROM pg_class WHERE relname = 'opportunity_search')
              AS copy_rows
       FROM (SELECT s.search_vector,
                    ARRAY(SELECT l FROM unnest(tsvector_to_array(s.search_vector)) AS l
                           WHERE l LIKE '_% %') AS pairs
               FROM opportunity_search s TABLESAMPLE SYSTEM (0.3) REPEATABLE (36)) AS v`,
  );
  const row = rows[0];
  if (!row || row.stored === null) return;
  const copyRows = Math.max(0, Number(row.copy_rows));
  const stored = row.stored;
  const words = row.words ?? 0;
  console.log(
    `\nSearch vectors (0.3% sample): ${stored.toFixed(0)} bytes a row as stored, ` +
      `${words.toFixed(0)} of words with their positions; ` +
      `${(row.pairs ?? 0).toFixed(0)} phrase pairs a row of ${(row.pair_length ?? 0).toFixed(1)} characters, ` +
      `about ${mb((stored - words) * copyRows)} of pairs over ${copyRows.toLocaleString('en-GB')} rows.`,
  );
}
