import type { SearchResult } from '@wac/contract';
import { Link } from 'react-router';
import { FavouriteButton } from '@/components/favourite-button';
import { buildOpportunityPath } from '@/config/paths';
import { HighlightedText } from './highlighted-text';

/** The parts a result card and a compact row share, so both say and do the same. */

/** The title, linking to the detail page, with the keyword's words marked when it matched. */
export function ResultTitleLink({ result }: { result: SearchResult }) {
  return (
    <Link
      to={buildOpportunityPath(result.opportunity_id)}
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
