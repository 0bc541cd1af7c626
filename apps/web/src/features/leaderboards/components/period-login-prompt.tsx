import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buildLoginPath, paths } from '@/config/paths';

/** Anonymous visitors see all time, and this invitation to unlock the period filters. */
export function PeriodLoginPrompt() {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line bg-brand-soft px-4 py-3 text-sm text-brand-soft-fg">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        Showing all-time rankings.{' '}
        <Link to={buildLoginPath({ next: paths.leaderboards })} className="font-semibold underline">
          Log in
        </Link>{' '}
        or{' '}
        <Link to={paths.register} className="font-semibold underline">
          create a free account
        </Link>{' '}
        to unlock year and month filters.
      </p>
    </div>
  );
}
