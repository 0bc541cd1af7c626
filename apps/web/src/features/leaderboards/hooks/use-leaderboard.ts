import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaderboardBoard } from '@wac/contract';
import { LEADERBOARD_DEFAULT_LIMIT } from '@/config/constants';
import { getLeaderboard } from '../api/get-leaderboard';
import type { LeaderboardPeriod } from '../utils/leaderboard-period';

export function useLeaderboard(
  board: LeaderboardBoard,
  period: LeaderboardPeriod,
  isAuthenticated: boolean,
) {
  return useQuery({
    queryKey: [
      'leaderboard',
      board,
      period.year,
      period.month,
      LEADERBOARD_DEFAULT_LIMIT,
      isAuthenticated,
    ],
    queryFn: () => getLeaderboard(board, period, LEADERBOARD_DEFAULT_LIMIT),
    // Keep the last table on screen while another period loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
