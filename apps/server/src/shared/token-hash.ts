import { createHash, randomBytes } from 'node:crypto';

/** A new random token (sent to the client once) and the SHA-256 hash we store instead. */
export function createRandomToken(bytes = 32): { token: string; hash: Buffer } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
