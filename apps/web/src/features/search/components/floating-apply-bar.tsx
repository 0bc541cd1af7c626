import { Button } from '@/components/ui/button';
import type { LiveMatchCount } from '../hooks/use-live-match-count';
import { describeNewFilterCount } from '../utils/result-count-text';

function describeCount(count: LiveMatchCount): string {
  if (count.state === 'counting' || count.state === 'idle') return 'Calculating matches...';
  return describeNewFilterCount(count.state === 'ready' ? count.total : null);
}

interface FloatingApplyBarProps {
  count: LiveMatchCount;
  onClear: () => void;
  onApply: () => void;
}

/**
 * Shown while filter changes are unapplied: the live count, Clear (back to the applied values)
 * and Apply Filters, which waits for the count and refuses a search that finds nothing.
 */
export function FloatingApplyBar({ count, onClear, onApply }: FloatingApplyBarProps) {
  const isApplyDisabled =
    count.state === 'counting' ||
    count.state === 'idle' ||
    (count.state === 'ready' && count.total === 0);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 px-3 pb-3 sm:px-6 sm:pb-5">
      <section
        aria-label="Unapplied filters"
        className="mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-line-strong bg-surface p-3 shadow-2xl sm:flex-row sm:items-center sm:px-5"
      >
        <p aria-live="polite" className="flex-1 text-sm font-medium text-fg">
          {describeCount(count)}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClear} className="flex-1 sm:flex-none">
            Clear
          </Button>
          <Button onClick={onApply} disabled={isApplyDisabled} className="flex-1 sm:flex-none">
            Apply Filters
          </Button>
        </div>
      </section>
    </div>
  );
}
