import { describe, expect, it } from 'vitest';
import { findPasswordProblems } from './password-strength';

const EMAIL = 'ada.lovelace@example.test';

describe('findPasswordProblems', () => {
  it('accepts a reasonable password', () => {
    expect(findPasswordProblems('Correct-Horse-42', EMAIL)).toEqual([]);
  });

  it('refuses passwords under 8 characters', () => {
    expect(findPasswordProblems('Ab1-xyz', EMAIL)).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
  });

  it('refuses all-digit passwords', () => {
    expect(findPasswordProblems('8675309123', EMAIL)).toEqual([
      'This password is entirely numeric.',
    ]);
  });

  it('refuses the email or its local part', () => {
    const similar = 'The password is too similar to the email.';
    expect(findPasswordProblems(EMAIL, EMAIL)).toContain(similar);
    expect(findPasswordProblems('Ada.Lovelace', EMAIL)).toContain(similar);
    expect(findPasswordProblems('adalovelace1', EMAIL)).toContain(similar);
    expect(findPasswordProblems('a-long-passphrase-about-ada', EMAIL)).not.toContain(similar);
  });

  it('refuses common passwords whatever their case', () => {
    expect(findPasswordProblems('Password123', EMAIL)).toEqual(['This password is too common.']);
    expect(findPasswordProblems('QWERTYUIOP', EMAIL)).toEqual(['This password is too common.']);
  });

  it('reports every problem at once', () => {
    expect(findPasswordProblems('1234', EMAIL)).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is entirely numeric.',
    ]);
  });
});
