import type {
  BuyerLeaderboardRow,
  LeaderboardBoard,
  LeaderboardQuery,
  SupplierLeaderboardRow,
} from '@wac/contract';
import type { Pool } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordUsage } from '../usage/usage.service';
import type { LeaderboardRefresher } from './leaderboard-refresher';
import {
  findLiveLeaderboard,
  findSummaryLeaderboard,
  type LeaderboardPeriod,
  type LeaderboardRow,
  readLeaderboardFreshness,
} from './leaderboards.repository';

// Deliberately free of the word "limit": the page shows its daily-limit text for errors that
// contain it (public-area.md section 8).
export const PERIOD_FILTER_LOGIN_REQUIRED =
  'Log in or create a free account to filter leaderboards by year and month.';

export type LeaderboardDeps = {
  db: Pool;
  refresher: LeaderboardRefresher;
  /** How old a change the summary may miss and still be served (LEADERBOARD_MAX_STALENESS_SECONDS). */
  maxStalenessSeconds: number;
};

function toBuyerRow(row: LeaderboardRow, index: number): BuyerLeaderboardRow {
  return {
    rank: index + 1,
    organisation_id: row.organisation_id,
    buyer_name: row.display_name,
    buyer_id_from_source: row.buyer_id_from_source,
    total_awarded_value: row.total_awarded_value,
    award_count: row.award_count,
  };
}

function toSupplierRow(row: LeaderboardRow, index: number): SupplierLeaderboardRow {
  return {
    rank: index + 1,
    organisation_id: row.organisation_id,
    supplier_name: row.display_name,
    supplier_ocds_scheme: row.supplier_scheme,
    supplier_ocds_identifier: row.supplier_identifier,
    total_awarded_value: row.total_awarded_value,
    award_count: row.award_count,
  };
}

/**
 * Reads the pre-ranked summary when it is current, or stale by less than the allowed staleness
 * (a sync just wrote and the rebuild it starts is under way); otherwise ranks live. A stale
 * summary always asks for a rebuild.
 */
async function findRankedRows(
  deps: LeaderboardDeps,
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  limit: number,
): Promise<LeaderboardRow[]> {
  const freshness = await readLeaderboardFreshness(deps.db, deps.maxStalenessSeconds);
  if (freshness.isStale) deps.refresher.requestRebuild();
  if (freshness.canServeSummary) return findSummaryLeaderboard(deps.db, board, period, limit);
  return findLiveLeaderboard(deps.db, board, period, limit);
}

/**
 * A leaderboard ranked by total GBP awarded (ADR 0025). Anyone sees all time; a year or month
 * needs an account. Daily usage limits (issue 6) hook in after the anonymous check.
 */
export async function getLeaderboard(
  deps: LeaderboardDeps,
  user: AuthUser | null,
  board: LeaderboardBoard,
  query: LeaderboardQuery,
): Promise<BuyerLeaderboardRow[] | SupplierLeaderboardRow[]> {
  const isFiltered = query.year !== undefined || query.month !== undefined;
  if (isFiltered && !user) throw new AppError('UNAUTHENTICATED', PERIOD_FILTER_LOGIN_REQUIRED);
  if (isFiltered) await recordUsage(deps, user, 'leaderboard_filter'); // issue 6: daily limit
  const period = { year: query.year ?? 0, month: query.month ?? 0 };
  const rows = await findRankedRows(deps, board, period, query.limit);
  return board === 'buyers' ? rows.map(toBuyerRow) : rows.map(toSupplierRow);
}
