import { useQuery } from '@tanstack/react-query';
import type { OrganisationRole } from '@wac/contract';
import { getOrganisationProfile, getOrganisationQueryKey } from '../api/organisations-api';

/** A buyer or supplier profile; the key carries the user, whose plan decides what is sent. */
export function useOrganisationProfile(
  role: OrganisationRole,
  organisationId: number | null,
  userId: number | null,
) {
  return useQuery({
    queryKey: getOrganisationQueryKey(role, organisationId ?? 0, userId),
    queryFn: () => getOrganisationProfile(role, organisationId!),
    enabled: organisationId !== null,
  });
}
