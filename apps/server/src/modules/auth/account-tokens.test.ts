import { describe, expect, it } from 'vitest';
import { decodeUid, encodeUid } from './account-tokens';

describe('reset link uid', () => {
  it('round-trips a user id through base64url', () => {
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid(encodeUid(42))).toBe(42);
    expect(decodeUid(encodeUid(9_007_199_254))).toBe(9_007_199_254);
  });

  it('refuses anything that is not a positive whole number', () => {
    for (const uid of ['', 'not base64!', encodeUid(0), Buffer.from('-1').toString('base64url')]) {
      expect(decodeUid(uid)).toBeNull();
    }
    expect(decodeUid(Buffer.from('12abc').toString('base64url'))).toBeNull();
  });
});
