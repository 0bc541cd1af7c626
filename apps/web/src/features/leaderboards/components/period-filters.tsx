import { useId } from 'react';
import { getYearChoices, type LeaderboardPeriod, MONTH_NAMES } from '../utils/leaderboard-period';

interface PeriodFiltersProps {
  period: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}

const selectClass =
  'h-10 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg disabled:opacity-60';

/** Year (all time, then the current year and the four before) and month (All Months, Jan-Dec). */
export function PeriodFilters({ period, onChange }: PeriodFiltersProps) {
  const yearId = useId();
  const monthId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={yearId} className="text-xs font-semibold text-fg-muted">
          Year
        </label>
        <select
          id={yearId}
          className={selectClass}
          value={period.year ?? ''}
          onChange={(event) => {
            const year = event.target.value ? Number(event.target.value) : null;
            onChange({ year, month: year === null ? null : period.month });
          }}
        >
          <option value="">All Time</option>
          {getYearChoices().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={monthId} className="text-xs font-semibold text-fg-muted">
          Month
        </label>
        <select
          id={monthId}
          className={selectClass}
          value={period.month ?? ''}
          disabled={period.year === null}
          title={period.year === null ? 'Choose a year first' : undefined}
          onChange={(event) => {
            const month = event.target.value ? Number(event.target.value) : null;
            onChange({ ...period, month });
          }}
        >
          <option value="">All Months</option>
          {MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
