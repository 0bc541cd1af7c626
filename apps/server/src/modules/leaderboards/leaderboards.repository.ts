import { LEADERBOARD_BOARDS, LEADERBOARD_MAX_LIMIT, type LeaderboardBoard } from '@wac/contract';
import type { Pool, Queryable } from '../../db/pool';
import { AGGREGATE_COLUMNS, factsSql, RANK_ORDER } from './leaderboard-sql';

export type LeaderboardRow = {
  entity_key: string;
  display_name: string;
  buyer_id_from_source: string | null;
  supplier_scheme: string | null;
  supplier_identifier: string | null;
  total_awarded_value: number;
  award_count: number;
};

/** A calendar period in UK time; year 0 is all time, month 0 a whole year. */
export type LeaderboardPeriod = { year: number; month: number };

// Any constant works; every process that rebuilds must use the same one.
const REBUILD_LOCK_ID = 7_351_025;

const ENTRY_COLUMNS = `entity_key, display_name, buyer_id_from_source, supplier_scheme,
  supplier_identifier, total_awarded_value, award_count`;

/** True when awards changed since the summary was last rebuilt (or it never was). */
export async function isLeaderboardSummaryStale(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ is_stale: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM leaderboard_changes) AS is_stale',
  );
  return rows[0]?.is_stale ?? true;
}

export async function findSummaryLeaderboard(
  db: Queryable,
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  limit: number,
): Promise<LeaderboardRow[]> {
  const { rows } = await db.query<LeaderboardRow>(
    `SELECT ${ENTRY_COLUMNS} FROM leaderboard_entries
      WHERE board = $1 AND period_year = $2 AND period_month = $3
      ORDER BY rank LIMIT $4`,
    [board, period.year, period.month, limit],
  );
  return rows;
}

/** First day of the period and of the one after, as dates (midnight UK time in the SQL). */
function periodBounds(period: LeaderboardPeriod): [string, string] {
  const pad = (value: number) => String(value).padStart(2, '0');
  if (period.month === 0) return [`${period.year}-01-01`, `${period.year + 1}-01-01`];
  const nextYear = period.month === 12 ? period.year + 1 : period.year;
  const nextMonth = period.month === 12 ? 1 : period.month + 1;
  return [`${period.year}-${pad(period.month)}-01`, `${nextYear}-${pad(nextMonth)}-01`];
}

/** The same ranking computed from the award tables, for when the summary is stale. */
export async function findLiveLeaderboard(
  db: Queryable,
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  limit: number,
): Promise<LeaderboardRow[]> {
  const isAllTime = period.year === 0;
  const periodClause = isAllTime
    ? ''
    : `AND COALESCE(a.award_decision_date, o.award_date_published)
           >= ($2::date)::timestamp AT TIME ZONE 'Europe/London'
       AND COALESCE(a.award_decision_date, o.award_date_published)
           < ($3::date)::timestamp AT TIME ZONE 'Europe/London'`;
  const { rows } = await db.query<LeaderboardRow>(
    `WITH ${factsSql(board, periodClause)}
     SELECT ${AGGREGATE_COLUMNS} FROM facts
      GROUP BY entity_key ORDER BY ${RANK_ORDER} LIMIT $1`,
    isAllTime ? [limit] : [limit, ...periodBounds(period)],
  );
  return rows;
}

function rebuildBoardSql(board: LeaderboardBoard): string {
  return `WITH ${factsSql(board)},
    dated AS (
      SELECT f.*,
             extract(year FROM f.awarded_at AT TIME ZONE 'Europe/London')::int AS award_year,
             extract(month FROM f.awarded_at AT TIME ZONE 'Europe/London')::int AS award_month
        FROM facts f
    ),
    grouped AS (
      SELECT ${AGGREGATE_COLUMNS},
             CASE WHEN GROUPING(award_year) = 1 THEN 0 ELSE award_year END AS period_year,
             CASE WHEN GROUPING(award_month) = 1 THEN 0 ELSE award_month END AS period_month,
             GROUPING(award_year) = 0 AND award_year IS NULL AS is_undated
        FROM dated
       GROUP BY GROUPING SETS ((entity_key), (entity_key, award_year),
                               (entity_key, award_year, award_month))
    ),
    ranked AS (
      SELECT g.*, row_number() OVER (
               PARTITION BY period_year, period_month ORDER BY ${RANK_ORDER}) AS rank
        FROM grouped g
       WHERE NOT is_undated
    )
    INSERT INTO leaderboard_entries (board, period_year, period_month, rank, ${ENTRY_COLUMNS})
    SELECT '${board}', period_year, period_month, rank, ${ENTRY_COLUMNS}
      FROM ranked WHERE rank <= ${LEADERBOARD_MAX_LIMIT}`;
}

/**
 * Recomputes every board and period in one repeatable-read transaction. The change log rows it
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
    await client.query('DELETE FROM leaderboard_changes');
    await client.query('DELETE FROM leaderboard_entries');
    for (const board of LEADERBOARD_BOARDS) await client.query(rebuildBoardSql(board));
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
