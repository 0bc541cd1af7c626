import type { BillingInterval } from '@wac/contract';
import { cn } from '@/lib/class-names';

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annually', label: 'Annually' },
];

interface BillingIntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
  /** "Save 16%", shown beside Annually. */
  savingsLabel: string | null;
}

export function BillingIntervalToggle({
  value,
  onChange,
  savingsLabel,
}: BillingIntervalToggleProps) {
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border border-line bg-surface p-1 shadow-sm">
      <legend className="sr-only">Billing period</legend>
      {OPTIONS.map((option) => {
        const isSelected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors',
              isSelected ? 'bg-brand text-on-brand shadow-sm' : 'text-fg-muted hover:text-fg',
            )}
          >
            {option.label}
            {option.value === 'annually' && savingsLabel ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  isSelected ? 'bg-on-brand/20 text-on-brand' : 'bg-premium-soft text-premium-fg',
                )}
              >
                {savingsLabel}
              </span>
            ) : null}
          </button>
        );
      })}
    </fieldset>
  );
}
