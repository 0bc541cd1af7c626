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
}

/** `/opportunity/{id}`: loading, not found, error, then the details (public-area.md section 2). */
export function OpportunityPage({ opportunityId, viewer, backToSearchUrl }: OpportunityPageProps) {
  const query = useOpportunity(opportunityId ?? '', viewer);
  usePageMeta({
    title: query.data?.title || 'Opportunity Details',
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
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <OpportunityProblem backToSearchUrl={backToSearchUrl}>
          Opportunity not found.
        </OpportunityProblem>
      );
    }
    const message = getErrorMessage(query.error, 'Failed to fetch opportunity details');
    return (
      <OpportunityProblem backToSearchUrl={backToSearchUrl}>
        Error loading details: {message}
      </OpportunityProblem>
    );
  }
  return <OpportunityDetails opportunity={query.data} viewer={viewer} />;
}
