import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { inHashingSlot } from './hashing-slots';

/**
 * scrypt cost for new hashes: N=2^15, r=8, p=1 (32 MiB, about 100 ms here). Lower than OWASP's
 * 2^17 so a 2-core box can verify several logins at once; the parameters are stored with each
 * hash, so they can be raised later and old hashes upgraded on the next login
 * (docs/decisions/0030-accounts-and-sessions.md).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** scrypt on the thread pool, in one of the slots that leave the pool room for its other work. */
function deriveKey(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return inHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** A self-describing hash: `scrypt$N$r$p$<salt base64url>$<key base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return null;
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

// Verified against when the email is unknown, so a miss costs as much time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
};

/**
 * True when `password` matches `stored`. Unknown or unusable hashes (e.g. the `unusable`
 * placeholder of staff-created rows) never match; the comparison is constant-time.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? (await getDummyHash()));
  if (!parsed) {
    await verifyPassword(password, null);
    return false;
  }
  const key = await deriveKey(password, parsed.salt, parsed);
  const isMatch = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  return isMatch && stored !== null;
}

/** True when a stored hash was made with weaker parameters than today's (rehash on login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}
