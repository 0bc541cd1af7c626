import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavourite, FAVOURITES_QUERY_KEY, removeFavourite } from '../api/favourites-api';

type Toggle = { opportunityId: string; shouldSave: boolean };

/**
 * Saves or removes one favourite (add when not favourited, delete when favourited) and keeps
 * the favourites list fresh. Resolves with the new state.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ opportunityId, shouldSave }: Toggle) => {
      if (shouldSave) await addFavourite(opportunityId);
      else await removeFavourite(opportunityId);
      return shouldSave;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY }),
  });
}
