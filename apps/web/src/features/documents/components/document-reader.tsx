import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { HighlightedText } from '@/components/highlighted-text';
import { PageContainer } from '@/components/layout/page-container';
import { buildDocumentPagePath, buildOpportunityPath } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useDocumentPage } from '../hooks/use-documents';
import { countReaderMatches } from './match-count';
import { quoteWords } from './quote-words';

interface DocumentReaderProps {
  wacId: string;
  hash: string;
  page: number;
  words: string;
}

const linkClass = 'inline-flex items-center gap-1 text-link underline-offset-4 hover:underline';

/**
 * The reader (issue 32): one page of a tender document as text, the searched words marked. The
 * page is text runs from the server, each rendered as a text node (a match inside `<mark>`),
 * never as HTML; line breaks are kept as the document had them.
 */
export function DocumentReader({ wacId, hash, page, words }: DocumentReaderProps) {
  const query = useDocumentPage(wacId, hash, page, words);
  const fileName = query.data?.file_name;
  usePageMeta({
    title: fileName ? `${fileName}, page ${page}` : 'Document page',
    description: 'A page of a tender document, with the searched words marked.',
  });
  const back = `${buildOpportunityPath(wacId)}${words.trim() ? `?q=${encodeURIComponent(words.trim())}` : ''}`;
  const matches = query.data ? countReaderMatches(query.data.segments) : 0;
  return (
    <PageContainer className="space-y-4 wrap-anywhere">
      <Link to={back} className={linkClass}>
        <ChevronLeft aria-hidden className="size-4" />
        Back to the opportunity
      </Link>
      {query.isPending && <p className="text-fg-muted">Loading the page…</p>}
      {query.isError && (
        <p role="alert" className="text-fg">
          {query.error.message}
        </p>
      )}
      {query.data && (
        <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <header className="mb-4 space-y-1">
            <h1 className="text-xl font-semibold tracking-tight text-balance">
              {query.data.file_name}
            </h1>
            <p className="text-sm text-fg-muted">
              {query.data.container_name && <>In {query.data.container_name} · </>}
              Page {page} of {query.data.page_count}
              {words.trim() && (
                <>
                  {' '}
                  · {matches === 1 ? '1 match' : `${matches} matches`} for{' '}
                  {quoteWords(words.trim())}
                </>
              )}
            </p>
          </header>
          <div className="text-sm leading-relaxed break-words whitespace-pre-wrap text-fg">
            <HighlightedText segments={query.data.segments} />
          </div>
          <nav aria-label="Pages" className="mt-6 flex justify-between gap-4 text-sm">
            {page > 1 ? (
              <Link to={buildDocumentPagePath(wacId, hash, page - 1, words)} className={linkClass}>
                <ChevronLeft aria-hidden className="size-4" />
                Page {page - 1}
              </Link>
            ) : (
              <span />
            )}
            {page < query.data.page_count && (
              <Link to={buildDocumentPagePath(wacId, hash, page + 1, words)} className={linkClass}>
                Page {page + 1}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            )}
          </nav>
        </article>
      )}
    </PageContainer>
  );
}
