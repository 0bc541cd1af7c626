import { useQueryClient } from '@tanstack/react-query';
import { tierIncludes } from '@wac/contract/plan-features';
import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { BriefSection } from '@/features/document-brief/components/brief-section';
import { DocumentMatches } from '@/features/documents/components/document-matches';
import { getOpportunityQueryKey } from '@/features/opportunity/api/get-opportunity';
import { OpportunityPage } from '@/features/opportunity/components/opportunity-page';
import { useLastSearchUrl } from '@/features/search/utils/last-search-url';
import { isPaidTier } from '@/lib/tiers';
import { OpportunityBidDecision } from './opportunity-bid-decision';

/** Page meta (the opportunity's title) is set by the page once the opportunity loads. */
export default function OpportunityRoute() {
  const { opportunityId } = useParams();
  const { isAuthenticated, user, sessionUserId } = useAuth();
  const lastSearchUrl = useLastSearchUrl();
  const queryClient = useQueryClient();
  const viewer = {
    // Stable from the first render to the restored session: one page view is one request.
    userId: sessionUserId,
    isAuthenticated,
    isStaff: Boolean(user?.is_staff),
    isPaid: isPaidTier(user),
  };
  // The server enforces the plan too; this only spares others a panel they cannot use.
  const canEstimate = Boolean(user?.is_staff) || tierIncludes(user?.tier, 'win_probability');
  const canReadBrief = Boolean(user?.is_staff) || tierIncludes(user?.tier, 'document_brief');
  const canSearchDocuments = Boolean(user?.is_staff) || tierIncludes(user?.tier, 'document_search');
  // The words of a search with documents, carried from the result card's link.
  const [searchParams] = useSearchParams();
  return (
    <OpportunityPage
      opportunityId={opportunityId}
      viewer={viewer}
      backToSearchUrl={lastSearchUrl ?? paths.defaultSearch}
      bidDecision={
        canEstimate && opportunityId ? (
          <OpportunityBidDecision
            wacId={opportunityId}
            // Added from the scorecard: the header's pipeline link and watch line read the
            // opportunity's placements, so read it again.
            onAddedToPipeline={() =>
              queryClient.invalidateQueries({
                queryKey: getOpportunityQueryKey(opportunityId, sessionUserId),
              })
            }
          />
        ) : undefined
      }
      brief={canReadBrief && opportunityId ? <BriefSection wacId={opportunityId} /> : undefined}
      insideDocuments={
        canSearchDocuments && opportunityId ? (
          <DocumentMatches wacId={opportunityId} words={searchParams.get('q') ?? ''} />
        ) : undefined
      }
    />
  );
}
