import type { SearchResponse } from '@wac/contract';
import { getErrorMessage } from '@/lib/api-error';
import type { ResultsView } from '../hooks/use-results-view';
import { ResultCard } from './result-card';
import { ResultRow } from './result-row';
import { SearchPagination } from './search-pagination';
import { SearchEmpty, SearchError, SearchLoading } from './search-status';

/** The message after "Error fetching results:" (section 8). */
const SEARCH_FAILED_MESSAGE = 'Failed to fetch search results';

interface SearchResultsProps {
  data: SearchResponse | undefined;
  isLoading: boolean;
  error: unknown;
  pageHref: (page: number) => string;
  onFavouriteChange: (opportunityId: string, isFavourited: boolean) => void;
  view: ResultsView;
}

/** Loading, error (results cleared), empty, or the result list with paging. */
export function SearchResults({
  data,
  isLoading,
  error,
  pageHref,
  onFavouriteChange,
  view,
}: SearchResultsProps) {
  if (isLoading) return <SearchLoading />;
  if (error) return <SearchError message={getErrorMessage(error, SEARCH_FAILED_MESSAGE)} />;
  if (!data) return null;
  if (data.results.length === 0 && data.total === 0) return <SearchEmpty />;
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Results</h2>
      {data.results.length === 0 ? (
        <p className="rounded-2xl border border-line bg-surface px-6 py-8 text-center text-fg-muted">
          This page is past the last result.
        </p>
      ) : view === 'compact' ? (
        <ol
          data-results-view="compact"
          aria-label="Results, compact"
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
        >
          {data.results.map((result) => (
            <li key={result.opportunity_id}>
              <ResultRow result={result} onFavouriteChange={onFavouriteChange} />
            </li>
          ))}
        </ol>
      ) : (
        <ol data-results-view="cards" className="space-y-4">
          {data.results.map((result) => (
            // Cards below the fold are not styled or laid out until scrolled near: most of the
            // first render's cost on a slow phone (ADR 0048). Until then each takes the median
            // card height measured at its breakpoint (ADR 0370), so a jump-scroll moves the
            // pager little when they render; the browser remembers each card's real height.
            <li
              key={result.opportunity_id}
              className="[contain-intrinsic-size:auto_28rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_21rem] lg:[contain-intrinsic-size:auto_20.5rem] xl:[contain-intrinsic-size:auto_18rem]"
            >
              <ResultCard result={result} onFavouriteChange={onFavouriteChange} />
            </li>
          ))}
        </ol>
      )}
      <SearchPagination page={data.page} total={data.total} pageHref={pageHref} />
    </div>
  );
}
