import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@wac/contract/search-constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { formatCount } from '@/lib/format';

interface SearchPaginationProps {
  page: number;
  total: number;
  /** The address of a page of this search. */
  pageHref: (page: number) => string;
}

/**
 * A step to another page: a link, so it works from the server-rendered page before the browser
 * has hydrated it (a button there does nothing until then, and a click is lost), and opens in a
 * new tab like any link; a disabled button where there is no such page.
 */
function PageStep({ to, children }: { to: string | null; children: ReactNode }) {
  if (to === null) {
    return (
      <Button variant="secondary" disabled>
        {children}
      </Button>
    );
  }
  return (
    <ButtonLink variant="secondary" to={to}>
      {children}
    </ButtonLink>
  );
}

/** Previous / Next with "Page X of Y", Y = ceil(total / 20) (section 9). */
export function SearchPagination({ page, total, pageHref }: SearchPaginationProps) {
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (pageCount <= 1 && page <= 1) return null;
  // The API pages through the first 10,000 results; narrower searches reach the rest.
  const lastReachable = Math.min(pageCount, SEARCH_MAX_PAGE);
  return (
    <nav aria-label="Result pages" className="flex items-center justify-between gap-3 pt-2">
      <PageStep to={page <= 1 ? null : pageHref(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </PageStep>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {`Page ${formatCount(page)} of ${formatCount(pageCount)}`}
      </p>
      <PageStep to={page >= lastReachable ? null : pageHref(page + 1)}>
        Next
        <ChevronRight aria-hidden className="size-4" />
      </PageStep>
    </nav>
  );
}
