import { apiRequest } from '@/lib/api-client';

/** Saves or unsaves an opportunity for the signed-in user (public-area.md section 7). */
export async function setFavourite(opportunityId: string, isFavourite: boolean): Promise<void> {
  if (isFavourite) {
    await apiRequest('/api/favourites/', {
      method: 'POST',
      body: { opportunity_id: opportunityId },
    });
  } else {
    await apiRequest(`/api/favourites/${encodeURIComponent(opportunityId)}/`, { method: 'DELETE' });
  }
}
