import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { useOpportunity } from '../hooks/use-opportunity';
import type { OpportunityViewer } from '../types';
import { OpportunityDetails } from './opportunity-details';
import { OpportunityLoading, OpportunityProblem } from './opportunity-state-message';

const DESCRIPTION_META_LENGTH = 155;
const GENERIC_DESCRIPTION =
  'Full details of a UK public-sector opportunity: dates, value, buyer, documents and how to apply.';

interface OpportunityPageProps {
  /** The WAC ID from the URL. */
  opportunityId: string | undefined;
  viewer: OpportunityViewer;
  /** Where Back to Search goes: the visitor's last search, else the default search. */
  backToSearchUrl: string;
  /** Shown once the opportunity loads (the route composes it from other features). */
  bidDecision?: ReactNode;
  /** The brief read from the tender documents, shown once the opportunity loads. */
  brief?: ReactNode;
  /** The documents' pages holding the searched words (issue 32), for plans that have it. */
  insideDocuments?: ReactNode;
}

/** `/opportunity/{id}`: loading, not found, error, then the details (public-area.md section 2). */
export function OpportunityPage({
  opportunityId,
  viewer,
  backToSearchUrl,
  bidDecision,
  brief,
  insideDocuments,
}: OpportunityPageProps) {
  const query = useOpportunity(opportunityId ?? '', viewer);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  usePageMeta({
    title: query.data?.title || (isNotFound ? 'Opportunity Not Found' : 'Opportunity Details'),
    description: (query.data?.description || GENERIC_DESCRIPTION).slice(0, DESCRIPTION_META_LENGTH),
  });

  if (!opportunityId) {
    return (
      <OpportunityProblem backToSearchUrl={backToSearchUrl}>
        Opportunity ID not found in URL.
      </OpportunityProblem>
    );
  }
  if (query.isPending) return <OpportunityLoading />;
  if (query.isError) {
    if (isNotFound) {
      return (
        <NotFoundMessage
          title="Opportunity not found."
          description="No opportunity has this WAC ID. It may have been mistyped, or the notice withdrawn."
          actions={
            <>
              <ButtonLink to={backToSearchUrl}>
                <ArrowLeft aria-hidden className="size-4" />
                Back to Search
              </ButtonLink>
              <ButtonLink to={paths.home} variant="secondary">
                Go to the homepage
              </ButtonLink>
            </>
          }
        />
      );
    }
    const message = getErrorMessage(query.error, 'Failed to fetch opportunity details');
    return (
      <OpportunityProblem backToSearchUrl={backToSearchUrl}>
        Error loading details: {message}
      </OpportunityProblem>
    );
  }
  return (
    <OpportunityDetails
      opportunity={query.data}
      viewer={viewer}
      bidDecision={bidDecision}
      brief={brief}
      insideDocuments={insideDocuments}
    />
  );
}
