import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      {children}
    </div>
  );
}

/** Before any search (a bare /search). */
export function SearchPrompt() {
  return (
    <Panel>
      <p className="text-fg-muted">Enter a search term or apply filters to begin.</p>
    </Panel>
  );
}

export function SearchLoading() {
  return (
    <div role="status" className="flex justify-center py-16">
      <Spinner className="size-[35px]" />
      <span className="sr-only">Loading results</span>
    </div>
  );
}

export function SearchError({ message }: { message: string }) {
  return <Alert tone="error">Error fetching results: {message}</Alert>;
}

export function SearchEmpty() {
  return (
    <Panel>
      <SearchX aria-hidden className="mx-auto mb-3 size-8 text-fg-muted" />
      <p className="font-semibold text-fg">No results found matching your criteria</p>
      <p className="mt-1 text-sm text-fg-muted">Try adjusting your search term or filters</p>
    </Panel>
  );
}
