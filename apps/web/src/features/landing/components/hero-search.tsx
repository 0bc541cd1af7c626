import { SEARCH_MAX_QUERY_LENGTH } from '@wac/contract/search-constants';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { buildLandingSearchPath } from '../utils/build-search-path';

/** The landing search box: keyword, buyer or CPV code (public-area.md "Landing"). */
export function HeroSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(buildLandingSearchPath(term));
  };

  return (
    <search className="mx-auto block w-full max-w-2xl">
      <form onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          Search by keyword, buyer or CPV code
        </label>
        <div className="flex flex-col gap-2 rounded-2xl border border-line-strong bg-surface p-2 shadow-lg sm:flex-row sm:items-center">
          <div className="flex flex-1 items-center gap-2 px-2">
            <Search aria-hidden className="size-5 shrink-0 text-fg-muted" />
            <input
              id={inputId}
              name="q"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              maxLength={SEARCH_MAX_QUERY_LENGTH}
              placeholder="Keyword, buyer or CPV code"
              autoComplete="off"
              enterKeyHint="search"
              className="h-11 w-full min-w-0 bg-transparent text-base text-fg placeholder:text-fg-muted focus:outline-none"
            />
          </div>
          <Button type="submit" className="h-11 px-6 text-base">
            Search tenders
          </Button>
        </div>
      </form>
    </search>
  );
}
