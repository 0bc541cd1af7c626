import type { Pool } from '../../src/db/pool';

/**
 * Where PostgreSQL's time goes in the fresh mix (issue 36): with BENCH_PG_STATEMENTS=true, and
 * pg_stat_statements preloaded on the benchmark's cluster (`shared_preload_libraries` in its
 * postgresql.auto.conf; never on by default), its figures are reset just before the measured
 * requests and the statements that took most time are printed after them.
 */
export const isStatementsSampled = () => process.env.BENCH_PG_STATEMENTS === 'true';

export async function resetStatements(pool: Pool): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query('SELECT pg_stat_statements_reset()');
}

type StatementRow = {
  calls: number;
  exec_ms: number;
  plan_ms: number;
  rows: number;
  hit: number;
  read: number;
  query: string;
};

/** The `limit` statements of most execution time, one line each (time per call, then text). */
export async function topStatements(pool: Pool, limit = 25): Promise<string[]> {
  const { rows } = await pool.query<StatementRow>(
    `SELECT calls::int, total_exec_time::float8 AS exec_ms, total_plan_time::float8 AS plan_ms,
            rows::int, shared_blks_hit::int AS hit, shared_blks_read::int AS read,
            regexp_replace(query, '\\s+', ' ', 'g') AS query
       FROM pg_stat_statements
      WHERE query NOT LIKE '%pg_stat_statements%'
      ORDER BY total_exec_time DESC LIMIT $1`,
    [limit],
  );
  const all = await pool.query<{ exec_ms: number; calls: number }>(
    `SELECT sum(total_exec_time + total_plan_time)::float8 AS exec_ms, sum(calls)::int AS calls
       FROM pg_stat_statements`,
  );
  return [
    `pg_stat_statements: ${all.rows[0]?.calls} calls, ${all.rows[0]?.exec_ms.toFixed(0)} ms planning + execution`,
    ...rows.map(
      (row) =>
        `  ${row.exec_ms.toFixed(0)} ms exec + ${row.plan_ms.toFixed(0)} ms plan, ${row.calls} calls ` +
        `(${(row.exec_ms / row.calls).toFixed(1)} ms each), ${row.rows} rows, hit ${row.hit} read ${row.read}: ` +
        row.query.slice(0, 400),
    ),
  ];
}
