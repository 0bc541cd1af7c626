import type { SearchResult } from '@wac/contract';
import { FileText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FavouriteButton } from '@/components/favourite-button';
import { HighlightedText } from '@/components/highlighted-text';
import { buildDocumentPagePath, buildOpportunityPath } from '@/config/paths';

/** The parts a result card and a compact row share, so both say and do the same. */

/** The title, linking to the detail page, with the keyword's words marked when it matched. */
export function ResultTitleLink({ result }: { result: SearchResult }) {
  const words = useSearchParams()[0].get('q')?.trim();
  // Found in its documents: the detail page then lists the pages holding the words.
  const query = result.document_match && words ? `?q=${encodeURIComponent(words)}` : '';
  return (
    <Link
      to={`${buildOpportunityPath(result.opportunity_id)}${query}`}
      className="text-fg underline-offset-4 hover:text-link hover:underline"
    >
      {result.match?.title ? (
        <HighlightedText segments={result.match.title} />
      ) : (
        result.title || 'Untitled opportunity'
      )}
    </Link>
  );
}

/** The result's Save button, reporting the new state for the page's cached results. */
export function ResultFavouriteButton({
  result,
  onFavouriteChange,
  className,
}: {
  result: SearchResult;
  onFavouriteChange: (opportunityId: string, isFavourited: boolean) => void;
  className?: string;
}) {
  return (
    <FavouriteButton
      opportunityId={result.opportunity_id}
      isFavourited={result.is_favourited}
      onChange={(isFavourited) => onFavouriteChange(result.opportunity_id, isFavourited)}
      className={className}
    />
  );
}

/**
 * "Found in 'ITT Volume 2.pdf', page 14" (issue 32) with the passage around the words, linking to
 * that page in the reader; nothing when the words were not found in the documents.
 */
export function DocumentMatchLine({ result }: { result: SearchResult }) {
  const words = useSearchParams()[0].get('q') ?? '';
  const match = result.document_match;
  if (!match) return null;
  return (
    <div className="mt-2 text-sm">
      <p className="flex items-start gap-1.5 font-medium text-fg">
        <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
        <Link
          to={buildDocumentPagePath(
            result.opportunity_id,
            match.content_hash,
            match.page_no,
            words,
          )}
          className="text-link underline-offset-4 hover:underline"
        >
          Found in ‘{match.file_name}’, page {match.page_no}
        </Link>
        {match.container_name && (
          <span className="font-normal text-fg-muted">(in {match.container_name})</span>
        )}
      </p>
      {match.snippet.length > 0 && (
        <p className="mt-1 ml-5.5 break-words text-fg-muted text-pretty">
          <span aria-hidden>… </span>
          <HighlightedText segments={match.snippet} />
          <span aria-hidden> …</span>
        </p>
      )}
    </div>
  );
}
