import type { CoveragePortal } from '@wac/contract';
import { lazy, Suspense } from 'react';
import { formatCount } from '@/lib/format';
import { formatShortDay } from '../utils/describe-coverage';

// The charting library is loaded only when a chart is drawn: no other page carries it.
const NoticesPerDayChart = lazy(() => import('./notices-per-day-chart'));

/**
 * A portal's notices per UK day over the last 30 days: a bar chart for the eye, and the same
 * figures as a table (the accessible form) behind a disclosure, plus a one-line summary.
 */
export function NoticesPerDay({ portal }: { portal: CoveragePortal }) {
  const days = portal.notices_per_day;
  const busiest = days.reduce((best, day) => (day.notices > best.notices ? day : best), days[0]!);
  const today = days.at(-1);
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm">
        <span className="font-medium">Notices per day, last 30 days:</span>{' '}
        {portal.notices_last_30_days === 0
          ? 'none stored.'
          : `${formatCount(portal.notices_last_30_days)} in all; the busiest day was ${formatShortDay(
              busiest.date,
            )} with ${formatCount(busiest.notices)}. Today so far: ${formatCount(today?.notices ?? 0)}.`}
      </figcaption>
      <Suspense fallback={<div aria-hidden="true" className="h-40 rounded-lg bg-surface-muted" />}>
        <NoticesPerDayChart days={days} />
      </Suspense>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-link underline underline-offset-2">
          Show the figures as a table
        </summary>
        <div className="mt-2 overflow-hidden rounded-lg border border-line">
          <table className="w-full text-left">
            <caption className="sr-only">Notices from {portal.name} per UK day</caption>
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  Notices
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...days].reverse().map((day, index) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1 font-normal">
                    {formatShortDay(day.date)}
                    {index === 0 ? ' (today, so far)' : ''}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{formatCount(day.notices)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
