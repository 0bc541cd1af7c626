import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { getLoginErrorMessage, getSessionErrorMessage } from './auth-error-messages';

describe('getSessionErrorMessage', () => {
  it('uses the server detail when the token is rejected', () => {
    const error = new ApiError('Invalid token.', { status: 401, detail: 'Invalid token.' });
    expect(getSessionErrorMessage(error)).toBe('Invalid token.');
  });

  it('falls back to session expired', () => {
    expect(getSessionErrorMessage(new ApiError('x', { status: 401 }))).toBe(
      'Session expired. Please log in again.',
    );
  });

  it('reports an unreachable server for network failures and 5xx', () => {
    const unreachable = 'Could not connect to server to verify session.';
    expect(getSessionErrorMessage(new TypeError('Failed to fetch'))).toBe(unreachable);
    expect(getSessionErrorMessage(new ApiError('x', { status: 502 }))).toBe(unreachable);
  });
});

describe('getLoginErrorMessage', () => {
  it('prefers detail, then non_field_errors, then a default', () => {
    const withDetail = new ApiError('Bad.', { status: 400, detail: 'Bad.' });
    const withFieldErrors = new ApiError('x', {
      status: 400,
      fieldErrors: { non_field_errors: ['Unable to log in.'] },
    });
    expect(getLoginErrorMessage(withDetail)).toBe('Bad.');
    expect(getLoginErrorMessage(withFieldErrors)).toBe('Unable to log in.');
    expect(getLoginErrorMessage(new ApiError('x', { status: 400 }))).toBe('Login failed');
    expect(getLoginErrorMessage(new TypeError('offline'))).toBe('Login failed');
  });
});
