import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { getResetConfirmErrorMessage, getResetRequestErrorMessage } from './password-reset-errors';

describe('password reset messages', () => {
  it('request: first email error, else the generic text', () => {
    const invalid = new ApiError('x', {
      status: 400,
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
    expect(getResetRequestErrorMessage(invalid)).toBe('Enter a valid email address.');
    expect(getResetRequestErrorMessage(new ApiError('x', { status: 500 }))).toBe(
      'An error occurred. Please try again.',
    );
    expect(getResetRequestErrorMessage(new TypeError('offline'))).toBe(
      'An error occurred. Please try again.',
    );
  });

  it('confirm: "Request failed." plus the detail or the field messages', () => {
    const expired = new ApiError('x', {
      status: 400,
      detail: 'This password reset link is invalid or has expired.',
    });
    expect(getResetConfirmErrorMessage(expired)).toBe(
      'Request failed. This password reset link is invalid or has expired.',
    );
    const weak = new ApiError('x', {
      status: 400,
      fieldErrors: { new_password1: ['This password is too common.'] },
    });
    expect(getResetConfirmErrorMessage(weak)).toBe('Request failed. This password is too common.');
    expect(getResetConfirmErrorMessage(new ApiError('x', { status: 500 }))).toBe('Request failed.');
  });
});
