import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describeSaveError } from './save-error';

describe('describeSaveError', () => {
  it('shows the first profile_name error the server sends', () => {
    const error = new ApiError('Invalid', {
      status: 400,
      fieldErrors: {
        profile_name: ['This profile name is already in use. Please choose another.'],
      },
    });
    expect(describeSaveError(error)).toBe(
      'This profile name is already in use. Please choose another.',
    );
  });

  it('falls back to the spec default for anything unexplained', () => {
    expect(describeSaveError(new Error('network'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(describeSaveError(new ApiError('Oops', { status: 500, detail: 'Oops' }))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('shows another field error or a refusal with its reason', () => {
    const cpv = new ApiError('Invalid', {
      status: 400,
      fieldErrors: { cpv_codes: ['"x" is not a CPV code.'] },
    });
    expect(describeSaveError(cpv)).toBe('"x" is not a CPV code.');
    const limit = new ApiError('Limit', { status: 403, detail: 'Profile limit reached (5/5).' });
    expect(describeSaveError(limit)).toBe('Profile limit reached (5/5).');
  });
});
