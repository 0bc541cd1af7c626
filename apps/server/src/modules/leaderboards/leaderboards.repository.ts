import type { LeaderboardBoard } from '@wac/contract';
import { type Pool, type Queryable, withTransaction } from '../../db/pool';
import { factsSql, NAME_COLUMNS, RANK_ORDER, TOTAL_COLUMNS } from './leaderboard-sql';

export type LeaderboardRow = {
  entity_key: string;
  /** The organisation (ADR 0085); null only for rows not linked yet. */
  organisation_id: number | null;
  display_name: string;
  buyer_id_from_source: string | null;
  supplier_scheme: string | null;
  supplier_identifier: string | null;
  total_awarded_value: number;
  award_count: number;
};

/** A calendar period in UK time; year 0 is all time, month 0 a whole year. */
export type LeaderboardPeriod = { year: number; month: number };

export const ENTRY_COLUMNS = `entity_key, organisation_id, display_name, buyer_id_from_source,
  supplier_scheme, supplier_identifier, total_awarded_value, award_count`;

/**
 * Sorting and holding every award's facts in memory rather than on disk: the default 4 MB
 * spills at a few hundred thousand awards. Only the rebuild and the (rare) live fallback use it.
 */
export const LEADERBOARD_WORK_MEM = '64MB';

/**
 * How current the summary is: stale when awards changed since it was last rebuilt (or it never
 * was, the marker row 0 of migration 0020); servable while stale when it was built once and the
 * oldest change it misses is younger than `maxStalenessSeconds` (ADR 0025).
 */
export async function readLeaderboardFreshness(
  db: Queryable,
  maxStalenessSeconds: number,
): Promise<{ isStale: boolean; canServeSummary: boolean }> {
  const { rows } = await db.query<{ is_stale: boolean; can_serve_summary: boolean }>(
    `SELECT count(*) > 0 AS is_stale,
            coalesce(bool_and(transaction_id <> 0)
                       AND min(changed_at) > now() - make_interval(secs => $1::double precision),
                     true) AS can_serve_summary
       FROM leaderboard_changes`,
    [maxStalenessSeconds],
  );
  return {
    isStale: rows[0]?.is_stale ?? true,
    canServeSummary: rows[0]?.can_serve_summary ?? false,
  };
}

/** True when awards changed since the summary was last rebuilt (or it never was). */
export async function isLeaderboardSummaryStale(db: Queryable): Promise<boolean> {
  return (await readLeaderboardFreshness(db, 0)).isStale;
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

/**
 * The same ranking computed from the award tables, for when the summary is stale: totals for
 * every group, then names only for the groups that made the board.
 */
export async function findLiveLeaderboard(
  pool: Pool,
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
  const sql = `WITH ${factsSql(board, periodClause)},
    totals AS (
      SELECT entity_key, ${TOTAL_COLUMNS} FROM facts
       GROUP BY entity_key ORDER BY ${RANK_ORDER} LIMIT $1
    ),
    names AS (
      SELECT f.entity_key, ${NAME_COLUMNS}
        FROM facts f JOIN totals t USING (entity_key)
       GROUP BY f.entity_key
    )
    SELECT ${ENTRY_COLUMNS} FROM totals JOIN names USING (entity_key) ORDER BY ${RANK_ORDER}`;
  return withTransaction(pool, async (client) => {
    await client.query(`SET LOCAL work_mem = '${LEADERBOARD_WORK_MEM}'`);
    const { rows } = await client.query<LeaderboardRow>(
      sql,
      isAllTime ? [limit] : [limit, ...periodBounds(period)],
    );
    return rows;
  });
}
