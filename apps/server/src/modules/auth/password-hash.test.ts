import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a per-user salt', async () => {
    const first = await hashPassword('Correct-Horse-42');
    const second = await hashPassword('Correct-Horse-42');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-Horse-42');
    expect(await verifyPassword('Correct-Horse-42', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-42', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches a missing or unusable hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('unusable', 'unusable')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$abc$def')).toBe(false);
  });

  it('asks for a rehash when the stored parameters are weaker than today', async () => {
    const stored = await hashPassword('Correct-Horse-42');
    expect(needsRehash(stored)).toBe(false);
    const weaker = stored.replace(`$${SCRYPT_PARAMS.N}$`, '$16384$');
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash('unusable')).toBe(true);
  });

  it('still verifies hashes made with older parameters', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('Old-Password-1', salt, 32, { N: 16384, r: 8, p: 1 });
    const stored = `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('Old-Password-1', stored)).toBe(true);
  });
});
