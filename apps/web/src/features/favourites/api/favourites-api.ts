import type { Favourite } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** Cache key of the signed-in user's favourites list. */
export const FAVOURITES_QUERY_KEY = ['favourites'] as const;

/** GET /api/favourites/: newest first, each with its opportunity card. */
export function getFavourites(): Promise<Favourite[]> {
  return apiRequest<Favourite[]>('/api/favourites/');
}

/** POST /api/favourites/ with the opportunity's WAC ID. */
export function addFavourite(opportunityId: string): Promise<Favourite> {
  return apiRequest<Favourite>('/api/favourites/', {
    method: 'POST',
    body: { opportunity_id: opportunityId },
  });
}

/** DELETE /api/favourites/{id}/: the server accepts the WAC ID as well as the favourite id. */
export function removeFavourite(opportunityId: string): Promise<void> {
  return apiRequest<void>(`/api/favourites/${encodeURIComponent(opportunityId)}/`, {
    method: 'DELETE',
  });
}
