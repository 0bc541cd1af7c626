import { LEADERBOARD_BOARDS, LEADERBOARD_MAX_LIMIT, type LeaderboardBoard } from '@wac/contract';
import type { Pool, PoolClient } from '../../db/pool';
import { factsSql, NAME_COLUMNS, RANK_ORDER, TOTAL_COLUMNS } from './leaderboard-sql';
import { ENTRY_COLUMNS, LEADERBOARD_WORK_MEM } from './leaderboards.repository';

// Any constant works; every process that rebuilds must use the same one.
const REBUILD_LOCK_ID = 7_351_025;

/**
 * Each fact once per period it belongs to: all time (0, 0), its year (y, 0) and its month
 * (y, m), in UK time. Undated awards count towards all time only.
 */
function periodFactsSql(board: LeaderboardBoard): string {
  return `CREATE TEMP TABLE leaderboard_period_facts ON COMMIT DROP AS
    WITH ${factsSql(board)},
    dated AS (
      SELECT f.*, f.awarded_at AT TIME ZONE 'Europe/London' AS awarded_local FROM facts f
    )
    SELECT d.entity_key, d.display_name, d.buyer_id_from_source, d.supplier_scheme,
           d.supplier_identifier, d.value_share, p.period_year, p.period_month
      FROM dated d
      CROSS JOIN LATERAL (VALUES
        (0, 0),
        (extract(year FROM d.awarded_local)::int, 0),
        (extract(year FROM d.awarded_local)::int, extract(month FROM d.awarded_local)::int)
      ) AS p(period_year, period_month)
     WHERE p.period_year IS NOT NULL`;
}

/** Ranks every period, keeps the first LEADERBOARD_MAX_LIMIT, then names only those. */
function insertEntriesSql(board: LeaderboardBoard): string {
  return `INSERT INTO leaderboard_entries (board, period_year, period_month, rank, ${ENTRY_COLUMNS})
    WITH totals AS (
      SELECT entity_key, period_year, period_month, ${TOTAL_COLUMNS}
        FROM leaderboard_period_facts
       GROUP BY entity_key, period_year, period_month
    ),
    kept AS (
      SELECT * FROM (
        SELECT t.*, row_number() OVER (
                 PARTITION BY period_year, period_month ORDER BY ${RANK_ORDER}) AS rank
          FROM totals t
      ) ranked
       WHERE rank <= ${LEADERBOARD_MAX_LIMIT}
    ),
    names AS (
      SELECT f.entity_key, f.period_year, f.period_month, ${NAME_COLUMNS}
        FROM leaderboard_period_facts f
        JOIN kept k USING (entity_key, period_year, period_month)
       GROUP BY f.entity_key, f.period_year, f.period_month
    )
    SELECT '${board}', period_year, period_month, rank, ${ENTRY_COLUMNS}
      FROM kept JOIN names USING (entity_key, period_year, period_month)`;
}

async function rebuildBoard(client: PoolClient, board: LeaderboardBoard): Promise<void> {
  await client.query(periodFactsSql(board));
  await client.query('ANALYZE leaderboard_period_facts');
  await client.query(insertEntriesSql(board));
  await client.query('DROP TABLE leaderboard_period_facts');
}

/**
 * Recomputes every board and period in one repeatable-read transaction. The change-log rows it
 * deletes are exactly those whose data it reads; a write committing meanwhile leaves its row
 * behind, so the summary reads as stale again. Returns false when another process is already
 * rebuilding.
 */
export async function rebuildLeaderboardSummary(pool: Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [REBUILD_LOCK_ID],
    );
    if (!rows[0]?.locked) {
      await client.query('ROLLBACK');
      return false;
    }
    await client.query(`SET LOCAL work_mem = '${LEADERBOARD_WORK_MEM}'`);
    await client.query('DELETE FROM leaderboard_changes');
    await client.query('DELETE FROM leaderboard_entries');
    for (const board of LEADERBOARD_BOARDS) await rebuildBoard(client, board);
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
