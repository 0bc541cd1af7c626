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
