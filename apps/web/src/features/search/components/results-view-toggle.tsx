import { cn } from '@/lib/class-names';
import type { ResultsView } from '../hooks/use-results-view';

const VIEWS: { view: ResultsView; label: string }[] = [
  { view: 'cards', label: 'Cards' },
  { view: 'compact', label: 'Compact' },
];

/** Cards or a compact list (issue 17); two toggle buttons, the pressed one is the layout shown. */
export function ResultsViewToggle({
  value,
  onChange,
}: {
  value: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-line-strong p-0.5">
      <legend className="sr-only">Result layout</legend>
      {VIEWS.map(({ view, label }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-8 items-center rounded-md px-2.5 text-sm font-medium',
            value === view ? 'bg-brand text-on-brand' : 'text-fg-muted hover:bg-surface-muted',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
