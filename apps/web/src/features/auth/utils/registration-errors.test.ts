import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { getRegistrationErrorMessage, REGISTRATION_MESSAGES } from './registration-errors';

const apiError = (fieldErrors: Record<string, string[]>, detail?: string) =>
  new ApiError(detail ?? 'x', { status: 400, fieldErrors, detail });

describe('getRegistrationErrorMessage', () => {
  it('shows the email error first, then password, then non-field, then detail', () => {
    const all = apiError(
      { email: ['Taken.'], password: ['Too short.'], non_field_errors: ['Mismatch.'] },
      'Detail.',
    );
    expect(getRegistrationErrorMessage(all)).toBe('Email: Taken.');
    expect(
      getRegistrationErrorMessage(apiError({ password: ['Too short.'], non_field_errors: ['M.'] })),
    ).toBe('Password: Too short.');
    expect(
      getRegistrationErrorMessage(apiError({ non_field_errors: ['Mismatch.'] }, 'Detail.')),
    ).toBe('Mismatch.');
    expect(getRegistrationErrorMessage(apiError({}, 'Detail.'))).toBe('Detail.');
    expect(getRegistrationErrorMessage(new ApiError('x', { status: 500 }))).toBe(
      'Registration failed',
    );
  });

  it('reports malformed answers and unexpected failures', () => {
    expect(getRegistrationErrorMessage(new Error(REGISTRATION_MESSAGES.malformed))).toBe(
      'Registration response was malformed.',
    );
    expect(getRegistrationErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An unknown registration error occurred.',
    );
  });
});
