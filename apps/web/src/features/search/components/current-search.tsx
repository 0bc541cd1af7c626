import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import type { SearchChip } from '../utils/search-chips';

interface CurrentSearchProps {
  chips: SearchChip[];
  onRemove: (chip: SearchChip) => void;
  onClear: () => void;
}

/**
 * The Current Search list: applied chips are solid, pending ones (not yet applied) dashed and
 * labelled so for screen readers. Clear resets the whole search (section 2).
 */
export function CurrentSearch({ chips, onRemove, onClear }: CurrentSearchProps) {
  return (
    <section aria-labelledby="current-search-heading" className="flex flex-wrap items-center gap-2">
      <h2 id="current-search-heading" className="mr-1 text-sm font-semibold text-fg">
        Current Search
      </h2>
      {chips.length === 0 ? (
        <span className="text-sm text-fg-muted">No filters</span>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li
              key={chip.key}
              data-pending={chip.isPending || undefined}
              className={cn(
                'inline-flex max-w-full items-center gap-1 rounded-full border py-1 pr-1 pl-3 text-sm',
                chip.isPending
                  ? 'border-dashed border-brand bg-surface text-fg'
                  : 'border-transparent bg-brand-soft text-brand-soft-fg',
              )}
            >
              <span className="truncate">{chip.label}</span>
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
      <Button variant="ghost" size="sm" onClick={onClear} className="ml-auto">
        Clear
      </Button>
    </section>
  );
}
