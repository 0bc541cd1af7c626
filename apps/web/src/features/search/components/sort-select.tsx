import { DEFAULT_SEARCH_SORT, type SearchSort } from '@wac/contract/search-constants';
import { useId } from 'react';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { SORT_OPTIONS } from '@/config/constants';
import { cn } from '@/lib/class-names';

const BEST_MATCH = { value: 'relevance', label: 'Best Match' } as const;

interface SortSelectProps {
  value: SearchSort;
  /** Best Match is offered when the search has a keyword. */
  hasKeyword: boolean;
  onChange: (sort: SearchSort) => void;
}

/** Sort By (section 9); a change applies at once, from page 1. */
export function SortSelect({ value, hasKeyword, onChange }: SortSelectProps) {
  const id = useId();
  const options = hasKeyword ? [BEST_MATCH, ...SORT_OPTIONS] : SORT_OPTIONS;
  // Best Match without a keyword is answered with the default sort, so show that.
  const shown = value === 'relevance' && !hasKeyword ? DEFAULT_SEARCH_SORT : value;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-fg">
        Sort By
      </label>
      <select
        id={id}
        value={shown}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className={cn(INPUT_CLASS, 'w-auto min-w-0 pr-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
