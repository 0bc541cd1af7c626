import type {
  Follow,
  FollowList,
  OrganisationProfile,
  OrganisationRole,
  SupplierFrameworks,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

const ROLE_PATHS: Record<OrganisationRole, string> = { buyer: 'buyers', supplier: 'suppliers' };

/** `GET /api/buyers/{id}/` or `GET /api/suppliers/{id}/`. */
export function getOrganisationProfile(
  role: OrganisationRole,
  organisationId: number,
): Promise<OrganisationProfile> {
  return apiRequest<OrganisationProfile>(`/api/${ROLE_PATHS[role]}/${organisationId}/`);
}

export const getOrganisationQueryKey = (
  role: OrganisationRole,
  organisationId: number,
  userId: number | null,
) => ['organisation', role, organisationId, userId] as const;

/** `GET /api/follows/`. */
export function getFollows(): Promise<FollowList> {
  return apiRequest<FollowList>('/api/follows/');
}

/** `POST /api/follows/`. */
export function followOrganisation(
  role: OrganisationRole,
  organisationId: number,
): Promise<Follow> {
  return apiRequest<Follow>('/api/follows/', {
    method: 'POST',
    body: { role, organisation_id: organisationId },
  });
}

/** `DELETE /api/follows/{role}/{id}/`. */
export function unfollowOrganisation(
  role: OrganisationRole,
  organisationId: number,
): Promise<void> {
  return apiRequest<void>(`/api/follows/${role}/${organisationId}/`, { method: 'DELETE' });
}

/** `GET /api/suppliers/{id}/frameworks/`: the frameworks a supplier is admitted to (issue 31). */
export function getSupplierFrameworks(organisationId: number): Promise<SupplierFrameworks> {
  return apiRequest<SupplierFrameworks>(`/api/suppliers/${organisationId}/frameworks/`);
}
