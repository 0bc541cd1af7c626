import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { isClosedToNewAddresses } from './auth-error-messages';

describe('isClosedToNewAddresses', () => {
  const locked = new ApiError('locked', { status: 429, code: 'NEW_ADDRESS_LOCKED' });
  it('recognises the refusal, bare or as the cause of the provider error', () => {
    expect(isClosedToNewAddresses(locked)).toBe(true);
    expect(isClosedToNewAddresses(new Error('shown', { cause: locked }))).toBe(true);
  });
  it('leaves other refusals alone (a wrong password, the per-address limit)', () => {
    const limited = new ApiError('slow down', { status: 429, code: 'RATE_LIMITED' });
    expect(isClosedToNewAddresses(new Error('shown', { cause: limited }))).toBe(false);
    expect(isClosedToNewAddresses(new Error('Login failed'))).toBe(false);
  });
});
