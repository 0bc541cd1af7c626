import type {
  AlertProfile,
  AlertProfileRequest,
  CheckAlertProfileNameResponse,
  SearchCountResponse,
  UnsubscribeAlertResponse,
} from '@wac/contract';
import { apiRequest, apiRequestUntracked } from '@/lib/api-client';

/** Cache key of the signed-in user's alert profiles. */
export const ALERT_PROFILES_QUERY_KEY = ['alert-profiles'] as const;

/** GET /api/alert-profiles/: oldest first. */
export function getAlertProfiles(): Promise<AlertProfile[]> {
  return apiRequest<AlertProfile[]>('/api/alert-profiles/');
}

/** POST /api/alert-profiles/ */
export function createAlertProfile(body: AlertProfileRequest): Promise<AlertProfile> {
  return apiRequest<AlertProfile>('/api/alert-profiles/', { method: 'POST', body });
}

/** PUT /api/alert-profiles/{id}/ with every field. */
export function updateAlertProfile(id: number, body: AlertProfileRequest): Promise<AlertProfile> {
  return apiRequest<AlertProfile>(`/api/alert-profiles/${id}/`, { method: 'PUT', body });
}

/** DELETE /api/alert-profiles/{id}/ */
export function deleteAlertProfile(id: number): Promise<void> {
  return apiRequest<void>(`/api/alert-profiles/${id}/`, { method: 'DELETE' });
}

/** GET /api/alert-profiles/check-name/?name=&editing_id= (the edited profile does not count). */
export function checkAlertProfileName(
  name: string,
  editingId: number | null,
  signal?: AbortSignal,
): Promise<CheckAlertProfileNameResponse> {
  const query = new URLSearchParams({
    name,
    editing_id: editingId === null ? '' : String(editingId),
  });
  return apiRequest<CheckAlertProfileNameResponse>(`/api/alert-profiles/check-name/?${query}`, {
    signal,
  });
}

/** The live preview's untracked count: GET /api/search/?count_only=true&... */
export function countPreviewMatches(
  query: URLSearchParams,
  signal?: AbortSignal,
): Promise<SearchCountResponse> {
  return apiRequestUntracked<SearchCountResponse>(`/api/search/?${query}`, { signal });
}

/** POST /api/alert-profiles/unsubscribe/: the digest link's token is the credential. */
export function unsubscribeFromAlert(token: string): Promise<UnsubscribeAlertResponse> {
  return apiRequest<UnsubscribeAlertResponse>('/api/alert-profiles/unsubscribe/', {
    method: 'POST',
    body: { token },
    token: null,
  });
}
