import { SEARCH_MAX_QUERY_LENGTH } from '@wac/contract/search-constants';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { ProSearchTips } from './pro-search-tips';

interface SearchBarProps {
  value: string;
  /** What the server said about the search terms (a shared link can carry longer ones). */
  error?: string;
  onChange: (value: string) => void;
  /** Enter or the Search button: applies every pending filter. */
  onSubmit: () => void;
}

const AT_LIMIT_MESSAGE = `Search terms can be at most ${SEARCH_MAX_QUERY_LENGTH} characters.`;

/**
 * The search-term bar (section 2) with its Pro Search Tips popover. The box takes at most the
 * server's limit (one constant in the contract), and says so once it is reached.
 */
export function SearchBar({ value, error, onChange, onSubmit }: SearchBarProps) {
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const message = error ?? (value.length >= SEARCH_MAX_QUERY_LENGTH ? AT_LIMIT_MESSAGE : null);
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
        <div
          className={cn(
            'flex min-w-0 flex-1 items-center gap-2 rounded-xl border border-line-strong bg-surface px-3 shadow-sm focus-within:border-brand focus-within:outline-2 focus-within:outline-focus',
            error && 'border-red-600 dark:border-red-400',
          )}
        >
          <Search aria-hidden className="size-5 shrink-0 text-fg-muted" />
          <input
            id={inputId}
            name="q"
            type="search"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={SEARCH_MAX_QUERY_LENGTH}
            aria-invalid={error ? true : undefined}
            aria-describedby={message ? messageId : undefined}
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
      <p
        id={messageId}
        aria-live="polite"
        className={cn(
          'mt-1.5 text-sm',
          error ? 'text-red-700 dark:text-red-300' : 'text-fg-muted',
          !message && 'sr-only',
        )}
      >
        {message}
      </p>
    </search>
  );
}
