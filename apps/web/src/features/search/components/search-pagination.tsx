import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@wac/contract/search-constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';

interface SearchPaginationProps {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next with "Page X of Y", Y = ceil(total / 20) (section 9). */
export function SearchPagination({ page, total, onPageChange }: SearchPaginationProps) {
  const pageCount = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (pageCount <= 1 && page <= 1) return null;
  // The API pages through the first 10,000 results; narrower searches reach the rest.
  const lastReachable = Math.min(pageCount, SEARCH_MAX_PAGE);
  return (
    <nav aria-label="Result pages" className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {`Page ${formatCount(page)} of ${formatCount(pageCount)}`}
      </p>
      <Button
        variant="secondary"
        disabled={page >= lastReachable}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}
