import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import type { SearchChip } from '../utils/search-chips';

interface CurrentSearchProps {
  chips: SearchChip[];
  onRemove: (chip: SearchChip) => void;
  onClear: () => void;
  /** Shown beside Clear: what can be done with the whole search (Export CSV). */
  actions?: ReactNode;
}

/**
 * The Current Search list: applied chips are solid, pending ones (not yet applied) dashed and
 * labelled so for screen readers. Clear resets the whole search (section 2). `actions` sit on
 * this row rather than beside the sort, where one more button wrapped the row and pushed the
 * results down (ten compact results must fit above the fold at 1366x900).
 */
export function CurrentSearch({ chips, onRemove, onClear, actions }: CurrentSearchProps) {
  return (
    <section aria-labelledby="current-search-heading" className="flex flex-wrap items-center gap-2">
      <h2 id="current-search-heading" className="mr-1 text-sm font-semibold text-fg">
        Current Search
      </h2>
      {chips.length === 0 ? (
        <span className="text-sm text-fg-muted">No filters</span>
      ) : (
        <ul className="flex min-w-0 max-w-full flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              data-pending={chip.isPending || undefined}
              className={cn(
                // rounded-2xl is a pill at one line and stays a card when a long chip wraps.
                'inline-flex max-w-full min-w-0 items-center gap-1 rounded-2xl border py-1 pr-1 pl-3 text-sm',
                chip.isPending
                  ? 'border-dashed border-brand bg-surface text-fg'
                  : 'border-transparent bg-brand-soft text-brand-soft-fg',
              )}
            >
              {/* Wraps, breaking a long word anywhere, so a 500-character query stays inside
                  the page at 390 px (issue 28 item 9); past three lines the rest is in the
                  tooltip and the remove button's name, so the results stay in view. */}
              <span title={chip.label} className="line-clamp-3 min-w-0 [overflow-wrap:anywhere]">
                {chip.label}
              </span>
              {chip.isPending && <span className="sr-only">(not applied yet)</span>}
              <button
                type="button"
                onClick={() => onRemove(chip)}
                aria-label={`Remove ${chip.label}`}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="ml-auto flex items-center gap-2">
        {actions}
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear
        </Button>
      </div>
    </section>
  );
}
