import type { BuyerLeaderboardRow, LeaderboardBoard, SupplierLeaderboardRow } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';
import type { LeaderboardPeriod } from '../utils/leaderboard-period';

export type LeaderboardRows = BuyerLeaderboardRow[] | SupplierLeaderboardRow[];

/** `GET /api/leaderboards/{board}/?year=&month=&limit=` (empty year and month mean all time). */
export function getLeaderboard(
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  limit: number,
): Promise<LeaderboardRows> {
  const query = new URLSearchParams({
    year: period.year ? String(period.year) : '',
    month: period.month ? String(period.month) : '',
    limit: String(limit),
  });
  return apiRequest<LeaderboardRows>(`/api/leaderboards/${board}/?${query}`);
}
