import type { LeaderboardBoard } from '@wac/contract';

export const DAILY_LIMIT_MESSAGE =
  'You have reached your daily limit for this feature. Please consider upgrading your account.';

const FETCH_FAILED: Record<LeaderboardBoard, string> = {
  buyers: 'Failed to fetch buyer leaderboard.',
  suppliers: 'Failed to fetch supplier leaderboard.',
};

const EMPTY: Record<LeaderboardBoard, string> = {
  buyers: 'No buyers found for the selected period.',
  suppliers: 'No suppliers found for the selected period.',
};

/** The board's failure text, plus the daily-limit text when the server's message mentions a limit. */
export function getLeaderboardErrorLines(board: LeaderboardBoard, serverMessage: string): string[] {
  const lines = [FETCH_FAILED[board]];
  if (/limit/i.test(serverMessage)) lines.push(DAILY_LIMIT_MESSAGE);
  return lines;
}

export function getEmptyMessage(board: LeaderboardBoard): string {
  return EMPTY[board];
}
