import { LEADERBOARD_BOARDS, type LeaderboardBoard } from '@wac/contract';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { cn } from '@/lib/class-names';
import { type LeaderboardPeriod, readPeriod } from '../utils/leaderboard-period';
import { LeaderboardPanel } from './leaderboard-panel';
import { PeriodFilters } from './period-filters';
import { PeriodLoginPrompt } from './period-login-prompt';

const TAB_LABELS: Record<LeaderboardBoard, string> = {
  buyers: 'Top Buyers',
  suppliers: 'Top Suppliers',
};

const tabClass = cn(
  'rounded-lg px-4 py-2 text-sm font-semibold text-fg-muted transition-colors hover:text-fg',
  'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
);

function readBoard(params: URLSearchParams): LeaderboardBoard {
  return params.get('tab') === 'suppliers' ? 'suppliers' : 'buyers';
}

/**
 * `/leaderboards`: Top Buyers and Top Suppliers by total GBP awarded. The tab and period live in
 * the URL so a board can be shared; anonymous visitors get all time and a prompt to sign in.
 */
export function LeaderboardsPage({ isAuthenticated }: { isAuthenticated: boolean }) {
  const [params, setParams] = useSearchParams();
  const board = readBoard(params);
  const period = readPeriod(params, isAuthenticated);

  const update = (next: { board?: LeaderboardBoard; period?: LeaderboardPeriod }) => {
    const chosenBoard = next.board ?? board;
    const chosenPeriod = next.period ?? period;
    const query = new URLSearchParams();
    if (chosenBoard !== 'buyers') query.set('tab', chosenBoard);
    if (chosenPeriod.year !== null) query.set('year', String(chosenPeriod.year));
    if (chosenPeriod.month !== null) query.set('month', String(chosenPeriod.month));
    setParams(query, { replace: true, preventScrollReset: true });
  };

  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Procurement Leaderboards</h1>
        <p className="mt-2 text-fg-muted">
          The UK public sector&apos;s biggest buyers and suppliers, ranked by the total value of
          contracts awarded in pounds.
        </p>
      </div>
      <Tabs.Root
        value={board}
        onValueChange={(value) => update({ board: value as LeaderboardBoard })}
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <Tabs.List
            aria-label="Leaderboards"
            className="inline-flex rounded-xl bg-surface-muted p-1"
          >
            {LEADERBOARD_BOARDS.map((value) => (
              <Tabs.Trigger key={value} value={value} className={tabClass}>
                {TAB_LABELS[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {isAuthenticated && (
            <PeriodFilters period={period} onChange={(next) => update({ period: next })} />
          )}
        </div>
        {!isAuthenticated && (
          <div className="mt-4">
            <PeriodLoginPrompt />
          </div>
        )}
        {LEADERBOARD_BOARDS.map((value) => (
          <Tabs.Content key={value} value={value} className="mt-6 outline-none">
            <LeaderboardPanel board={value} period={period} isAuthenticated={isAuthenticated} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}
