import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationRole } from '@wac/contract';
import { followOrganisation, getFollows, unfollowOrganisation } from '../api/organisations-api';

const FOLLOWS_KEY = ['follows'] as const;

/** The signed-in user's follows (the account page). */
export function useFollows(isEnabled: boolean) {
  return useQuery({ queryKey: FOLLOWS_KEY, queryFn: getFollows, enabled: isEnabled });
}

/**
 * Follows or unfollows an organisation; afterwards the follow list and the organisation's
 * profiles (their "Following" state) are read again.
 */
export function useFollowToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { role: OrganisationRole; organisationId: number; follow: boolean }) =>
      input.follow
        ? followOrganisation(input.role, input.organisationId).then(() => undefined)
        : unfollowOrganisation(input.role, input.organisationId),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['organisation'] }),
      ]);
    },
  });
}
