import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { ProSearchTips } from './pro-search-tips';

interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button: applies every pending filter. */
  onSubmit: () => void;
}

/** The search-term bar (section 2) with its Pro Search Tips popover. */
export function SearchBar({ value, onChange, onSubmit }: SearchBarProps) {
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <search className="block">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={inputId} className="sr-only">
          Search terms
        </label>
        <div className="flex min-w-0 flex-1 items-center gap-2 rounded-xl border border-line-strong bg-surface px-3 shadow-sm focus-within:border-brand focus-within:outline-2 focus-within:outline-focus">
          <Search aria-hidden className="size-5 shrink-0 text-fg-muted" />
          <input
            id={inputId}
            name="q"
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="Search by keyword, buyer, WAC ID..."
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full min-w-0 bg-transparent text-base text-fg placeholder:text-fg-muted focus:outline-none"
          />
        </div>
        <div className="flex items-center justify-between gap-2">
          <ProSearchTips />
          <Button type="submit" className="h-11 px-5">
            Search
          </Button>
        </div>
      </form>
    </search>
  );
}
