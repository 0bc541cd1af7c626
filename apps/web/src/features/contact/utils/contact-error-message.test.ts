import { describe, expect, it } from 'vitest';
import { ApiError, createApiError } from '@/lib/api-error';
import { getContactErrorMessage, getContactFieldError } from './contact-error-message';

describe('getContactErrorMessage', () => {
  it('prefers the server’s error field, then its detail', () => {
    const withError = createApiError(400, { detail: 'Invalid input', error: 'Bad name' }, 'x');
    expect(getContactErrorMessage(withError)).toBe('Bad name');
    const withDetail = createApiError(429, { detail: 'Try again in 5 minutes.' }, 'x');
    expect(getContactErrorMessage(withDetail)).toBe('Try again in 5 minutes.');
  });

  it('points at the fields instead of repeating their messages', () => {
    const invalid = createApiError(
      400,
      {
        detail: 'Invalid input (name: Full name is required.; email: Enter a valid email address.)',
        name: ['Full name is required.'],
        email: ['Enter a valid email address.'],
      },
      'x',
    );
    expect(getContactErrorMessage(invalid)).toBe('Please correct the fields marked above.');
  });

  it('falls back to "An error occurred." when the server says nothing', () => {
    expect(getContactErrorMessage(new ApiError('x', { status: 500 }))).toBe('An error occurred.');
  });

  it('shows a network failure’s own message', () => {
    expect(getContactErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});

describe('getContactFieldError', () => {
  it('reads the first message of a field', () => {
    const error = createApiError(
      400,
      { detail: 'Invalid', email: ['Enter a valid email address.'] },
      'x',
    );
    expect(getContactFieldError(error, 'email')).toBe('Enter a valid email address.');
    expect(getContactFieldError(error, 'name')).toBeUndefined();
  });
});
