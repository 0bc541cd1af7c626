import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpportunityDetail } from '@wac/contract';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { buildLoginPath } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { getOpportunityQueryKey } from '../api/get-opportunity';
import { setFavourite } from '../api/toggle-favourite';
import type { OpportunityViewer } from '../types';

export const FAVOURITE_UPDATE_FAILED = 'Could not update favourite status.';

/**
 * The detail page's favourite toggle (public-area.md section 4, "Favourite button"): anonymous
 * users go to /login with `next`; signed-in users add or remove, and the page's copy of the
 * opportunity is flagged to match.
 */
export function useFavouriteToggle(opportunity: OpportunityDetail, viewer: OpportunityViewer) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const queryKey = getOpportunityQueryKey(opportunity.id, viewer.userId);

  const mutation = useMutation({
    mutationFn: (isFavourite: boolean) => setFavourite(opportunity.id, isFavourite),
    onSuccess: (_result, isFavourite) => {
      queryClient.setQueryData<OpportunityDetail>(queryKey, (current) =>
        current ? { ...current, is_favourited: isFavourite } : current,
      );
    },
    onError: (error) => {
      // A tier limit or a limit redirect comes with its own explanation from the server.
      toast.error(
        error instanceof ApiError && error.detail ? error.detail : FAVOURITE_UPDATE_FAILED,
      );
    },
  });

  const toggle = () => {
    if (!viewer.isAuthenticated) {
      void navigate(buildLoginPath({ next: `${location.pathname}${location.search}` }));
      return;
    }
    mutation.mutate(!opportunity.is_favourited);
  };

  return { toggle, isPending: mutation.isPending };
}
