import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/pool';

/** How long an address an account signed in from stays "known" (ADR 0055). */
export const KNOWN_ADDRESS_DAYS = 90;

// Only a hash is stored: the table says "this account signed in from here", never where.
const hashAddress = (userId: number, addressKey: string) =>
  createHash('sha256').update(`${userId}\n${addressKey}`).digest();

/** Remembers a successful sign-in (login or registration) from `addressKey`. */
export async function rememberSignInAddress(
  db: Queryable,
  userId: number,
  addressKey: string,
): Promise<void> {
  await db.query(
    `WITH forgotten AS (
       DELETE FROM known_sign_in_addresses
        WHERE user_id = $1 AND last_seen_at < now() - make_interval(days => $3)
     )
     INSERT INTO known_sign_in_addresses (user_id, address_hash) VALUES ($1, $2)
     ON CONFLICT (user_id, address_hash) DO UPDATE SET last_seen_at = now()`,
    [userId, hashAddress(userId, addressKey), KNOWN_ADDRESS_DAYS],
  );
}

/** Whether the account with this email signed in from `addressKey` within the known period. */
export async function isKnownSignInAddress(
  db: Queryable,
  email: string,
  addressKey: string,
): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const userId = rows[0]?.id;
  if (userId === undefined) return false;
  const { rowCount } = await db.query(
    `SELECT 1 FROM known_sign_in_addresses
      WHERE user_id = $1 AND address_hash = $2
        AND last_seen_at >= now() - make_interval(days => $3)`,
    [userId, hashAddress(Number(userId), addressKey), KNOWN_ADDRESS_DAYS],
  );
  return rowCount === 1;
}
