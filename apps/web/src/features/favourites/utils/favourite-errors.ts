import { ApiError } from '@/lib/api-error';

export const FAVOURITE_MESSAGES = {
  toggleFailed: 'Failed to update favourite status. Please try again.',
  loadFailed: 'Could not load your favourites.',
  signedOut: 'Please log in to view your favourites.',
} as const;

/** The tier's favourites limit refused the save (the server answers 403 with the reason). */
export function isFavouriteLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/** The server's detail, else the spec's generic toggle failure text. */
export function getFavouriteErrorMessage(error: unknown): string {
  return (error instanceof ApiError && error.detail) || FAVOURITE_MESSAGES.toggleFailed;
}
