import { useId } from 'react';
import { MONTH_NAMES } from '@/lib/format';
import { getYearChoices, type LeaderboardPeriod } from '../utils/leaderboard-period';

interface PeriodFiltersProps {
  period: LeaderboardPeriod;
  onChange: (period: LeaderboardPeriod) => void;
}

interface LabelledSelectProps {
  label: string;
  value: number | null;
  /** The option with an empty value, meaning "no filter". */
  emptyLabel: string;
  options: { value: number; label: string }[];
  disabledHint?: string;
  onChange: (value: number | null) => void;
}

function LabelledSelect({
  label,
  value,
  emptyLabel,
  options,
  disabledHint,
  onChange,
}: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-fg-muted">
        {label}
      </label>
      <select
        id={id}
        className="h-10 rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg disabled:opacity-60"
        value={value ?? ''}
        disabled={disabledHint !== undefined}
        title={disabledHint}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));

/** Year (All Time, then the current year and the four before) and month (All Months, Jan-Dec). */
export function PeriodFilters({ period, onChange }: PeriodFiltersProps) {
  const yearOptions = getYearChoices().map((year) => ({ value: year, label: String(year) }));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <LabelledSelect
        label="Year"
        value={period.year}
        emptyLabel="All Time"
        options={yearOptions}
        onChange={(year) => onChange({ year, month: year === null ? null : period.month })}
      />
      <LabelledSelect
        label="Month"
        value={period.month}
        emptyLabel="All Months"
        options={MONTH_OPTIONS}
        disabledHint={period.year === null ? 'Choose a year first' : undefined}
        onChange={(month) => onChange({ ...period, month })}
      />
    </div>
  );
}
