import type { LeaderboardBoard } from '@wac/contract';
import { Trophy } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useLeaderboard } from '../hooks/use-leaderboard';
import { getEmptyMessage, getLeaderboardErrorLines } from '../utils/leaderboard-messages';
import type { LeaderboardPeriod } from '../utils/leaderboard-period';
import { LeaderboardTable } from './leaderboard-table';
import { PeriodLoginPrompt } from './period-login-prompt';

interface LeaderboardPanelProps {
  board: LeaderboardBoard;
  period: LeaderboardPeriod;
  isAuthenticated: boolean;
}

/** One board's table with its loading, error and empty states. */
export function LeaderboardPanel({ board, period, isAuthenticated }: LeaderboardPanelProps) {
  const query = useLeaderboard(board, period, isAuthenticated);

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-fg-muted">
        <Spinner />
        <span>Loading leaderboard...</span>
      </div>
    );
  }
  if (query.isError) {
    const isLoginNeeded = query.error instanceof ApiError && query.error.status === 401;
    return (
      <div className="space-y-4">
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {getLeaderboardErrorLines(board, query.error.message).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        {isLoginNeeded && <PeriodLoginPrompt />}
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
        <Trophy aria-hidden className="mx-auto size-10 text-fg-muted" />
        <p className="mt-3 text-lg font-semibold">No Data Available</p>
        <p className="mt-1 text-fg-muted">{getEmptyMessage(board)}</p>
      </div>
    );
  }
  return (
    <div
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      aria-busy={query.isPlaceholderData}
    >
      <LeaderboardTable board={board} rows={query.data} period={period} />
    </div>
  );
}
