import { LEADERBOARD_BOARDS, LEADERBOARD_MAX_LIMIT, type LeaderboardBoard } from '@wac/contract';
import { type Pool, type PoolClient, withTransaction } from '../../db/pool';
import { factsSql, NAME_COLUMNS, RANK_ORDER, TOTAL_COLUMNS } from './leaderboard-sql';
import { ENTRY_COLUMNS, LEADERBOARD_WORK_MEM } from './leaderboards.repository';

// Any constant works; every process that rebuilds must use the same one.
const REBUILD_LOCK_ID = 7_351_025;

/** Every fact once, with its award year and month in UK time (null when undated). */
function factsTableSql(board: LeaderboardBoard): string {
  return `CREATE TEMP TABLE leaderboard_facts ON COMMIT DROP AS
    WITH ${factsSql(board)}
    SELECT entity_key, organisation_id, display_name, buyer_id_from_source, supplier_scheme,
           supplier_identifier, value_share,
           extract(year FROM awarded_at AT TIME ZONE 'Europe/London')::int AS award_year,
           extract(month FROM awarded_at AT TIME ZONE 'Europe/London')::int AS award_month
      FROM facts`;
}

/**
 * Totals for all time, each year and each month in one hashed pass (grouping sets), ranked per
 * period; only the first LEADERBOARD_MAX_LIMIT of each period are kept. Undated awards count
 * towards all time only.
 */
const KEPT_TABLE_SQL = `CREATE TEMP TABLE leaderboard_kept ON COMMIT DROP AS
  WITH totals AS (
    SELECT entity_key,
           CASE WHEN GROUPING(award_year) = 1 THEN 0 ELSE award_year END AS period_year,
           CASE WHEN GROUPING(award_month) = 1 THEN 0 ELSE award_month END AS period_month,
           GROUPING(award_year) = 0 AND award_year IS NULL AS is_undated,
           ${TOTAL_COLUMNS}
      FROM leaderboard_facts
     GROUP BY GROUPING SETS ((entity_key), (entity_key, award_year),
                             (entity_key, award_year, award_month))
  )
  SELECT * FROM (
    SELECT t.*, row_number() OVER (
             PARTITION BY period_year, period_month ORDER BY ${RANK_ORDER}) AS rank
      FROM totals t
     WHERE NOT is_undated
  ) ranked
   WHERE rank <= ${LEADERBOARD_MAX_LIMIT}`;

const MATCHED_COLUMNS = `k.entity_key, k.period_year, k.period_month, f.organisation_id,
  f.display_name, f.buyer_id_from_source, f.supplier_scheme, f.supplier_identifier`;

/** Names only for the kept rows: each period's facts found by an exact (hashable) join. */
function insertEntriesSql(board: LeaderboardBoard): string {
  return `INSERT INTO leaderboard_entries (board, period_year, period_month, rank, ${ENTRY_COLUMNS})
    WITH matched AS (
      SELECT ${MATCHED_COLUMNS}
        FROM leaderboard_kept k JOIN leaderboard_facts f USING (entity_key)
       WHERE k.period_year = 0
      UNION ALL
      SELECT ${MATCHED_COLUMNS}
        FROM leaderboard_kept k
        JOIN leaderboard_facts f ON f.entity_key = k.entity_key AND f.award_year = k.period_year
       WHERE k.period_year <> 0 AND k.period_month = 0
      UNION ALL
      SELECT ${MATCHED_COLUMNS}
        FROM leaderboard_kept k
        JOIN leaderboard_facts f ON f.entity_key = k.entity_key AND f.award_year = k.period_year
                                AND f.award_month = k.period_month
       WHERE k.period_month <> 0
    ),
    names AS (
      SELECT entity_key, period_year, period_month, ${NAME_COLUMNS}
        FROM matched GROUP BY entity_key, period_year, period_month
    )
    SELECT '${board}', period_year, period_month, rank, ${ENTRY_COLUMNS}
      FROM leaderboard_kept JOIN names USING (entity_key, period_year, period_month)`;
}

async function rebuildBoard(client: PoolClient, board: LeaderboardBoard): Promise<void> {
  await client.query(factsTableSql(board));
  await client.query('ANALYZE leaderboard_facts');
  await client.query(KEPT_TABLE_SQL);
  await client.query('ANALYZE leaderboard_kept');
  await client.query(insertEntriesSql(board));
  await client.query('DROP TABLE leaderboard_facts, leaderboard_kept');
}

/**
 * Recomputes every board and period in one repeatable-read transaction. The change-log rows it
 * deletes are exactly those whose data it reads; a write committing meanwhile leaves its row
 * behind, so the summary reads as stale again. Returns false when another process is already
 * rebuilding.
 */
export async function rebuildLeaderboardSummary(pool: Pool): Promise<boolean> {
  return withTransaction(
    pool,
    async (client) => {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [REBUILD_LOCK_ID],
      );
      if (!rows[0]?.locked) return false;
      await client.query(`SET LOCAL work_mem = '${LEADERBOARD_WORK_MEM}'`);
      await client.query('DELETE FROM leaderboard_changes');
      await client.query('DELETE FROM leaderboard_entries');
      for (const board of LEADERBOARD_BOARDS) await rebuildBoard(client, board);
      return true;
    },
    'REPEATABLE READ',
  );
}
