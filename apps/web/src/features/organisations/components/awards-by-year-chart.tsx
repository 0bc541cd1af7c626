import type { OrganisationAnalytics } from '@wac/contract';
import { formatCount, formatMoney } from '@/lib/format';

type YearRow = OrganisationAnalytics['by_year'][number];

const BAR_AREA_HEIGHT = 120;

/**
 * Awarded value per calendar year as bars, each labelled with its year and award count. The
 * figures are also a real table (visually hidden) so screen readers get them as data; the bars
 * use the theme's brand colour, so both themes keep their contrast.
 */
export function AwardsByYearChart({ years }: { years: YearRow[] }) {
  const dated = years.filter((row) => row.year !== null);
  const undated = years.find((row) => row.year === null);
  const highest = Math.max(1, ...dated.map((row) => row.total_awarded_value));
  if (dated.length === 0 && !undated)
    return <p className="text-sm text-fg-muted">No awards yet.</p>;
  return (
    <figure>
      <div
        aria-hidden="true"
        className="flex items-end gap-2 overflow-x-auto pb-1"
        style={{ minHeight: BAR_AREA_HEIGHT + 48 }}
      >
        {dated.map((row) => {
          const height = Math.max(
            2,
            Math.round((row.total_awarded_value / highest) * BAR_AREA_HEIGHT),
          );
          return (
            <div key={row.year} className="flex min-w-12 flex-1 flex-col items-center gap-1">
              <span className="text-xs font-semibold tabular-nums text-fg">
                {formatCompactMoney(row.total_awarded_value)}
              </span>
              <div className="w-full max-w-14 rounded-t-md bg-brand" style={{ height }} />
              <span className="text-xs font-medium text-fg">{row.year}</span>
              <span className="text-xs text-fg-muted">
                {formatCount(row.award_count)} {row.award_count === 1 ? 'award' : 'awards'}
              </span>
            </div>
          );
        })}
      </div>
      <table className="sr-only">
        <caption>Awards by year</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Awards</th>
            <th scope="col">Total awarded</th>
          </tr>
        </thead>
        <tbody>
          {years.map((row) => (
            <tr key={row.year ?? 'undated'}>
              <th scope="row">{row.year ?? 'No award date'}</th>
              <td>{formatCount(row.award_count)}</td>
              <td>{formatMoney(row.total_awarded_value, 'GBP')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {undated && (
        <figcaption className="mt-2 text-xs text-fg-muted">
          Plus {formatCount(undated.award_count)} {undated.award_count === 1 ? 'award' : 'awards'}{' '}
          without an award date ({formatMoney(undated.total_awarded_value, 'GBP')}).
        </figcaption>
      )}
    </figure>
  );
}

/** `£1.2m`, `£350k`: short enough to sit above a bar. */
function formatCompactMoney(amount: number): string {
  if (amount >= 1e9) return `£${(amount / 1e9).toFixed(1)}bn`;
  if (amount >= 1e6) return `£${(amount / 1e6).toFixed(1)}m`;
  if (amount >= 1e3) return `£${Math.round(amount / 1e3)}k`;
  return formatMoney(amount, 'GBP');
}
