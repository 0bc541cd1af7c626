import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { getFavouriteErrorMessage, isFavouriteLimitError } from './favourite-errors';

describe('favourite errors', () => {
  it('recognises the tier limit refusal', () => {
    const limit = new ApiError('x', { status: 403, detail: 'Your Free plan can save up to 3.' });
    expect(isFavouriteLimitError(limit)).toBe(true);
    expect(isFavouriteLimitError(new ApiError('x', { status: 404 }))).toBe(false);
    expect(getFavouriteErrorMessage(limit)).toBe('Your Free plan can save up to 3.');
  });

  it('falls back to the spec text', () => {
    expect(getFavouriteErrorMessage(new TypeError('offline'))).toBe(
      'Failed to update favourite status. Please try again.',
    );
    expect(getFavouriteErrorMessage(new ApiError('x', { status: 500 }))).toBe(
      'Failed to update favourite status. Please try again.',
    );
  });
});
