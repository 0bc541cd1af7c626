import type { FavouriteChangeEmails } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const CHANGE_EMAILS_QUERY_KEY = ['favourites', 'change-emails'] as const;

/** GET /api/favourites/change-emails/: whether changes to favourites are emailed, and when. */
export function getChangeEmails(): Promise<FavouriteChangeEmails> {
  return apiRequest<FavouriteChangeEmails>('/api/favourites/change-emails/');
}

export function setChangeEmails(isEnabled: boolean): Promise<FavouriteChangeEmails> {
  return apiRequest<FavouriteChangeEmails>('/api/favourites/change-emails/', {
    method: 'PUT',
    body: { is_enabled: isEnabled },
  });
}
