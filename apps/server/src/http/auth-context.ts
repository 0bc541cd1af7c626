import { FREE_TIER } from '@wac/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/pool';
import { hashToken } from '../shared/token-hash';
import { AppError } from './app-error';

/** The signed-in user as every module sees it (null for anonymous requests). */
export type AuthUser = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  tier: string;
  subscription_status: string;
  is_staff: boolean;
  email_verified: boolean;
  date_joined: Date;
  /** Capabilities of a higher plan kept from before they moved there (plan-access.ts). */
  kept_capabilities: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Hash of the presented token, so logout can delete exactly this one. */
    authTokenHash: Buffer | null;
  }
}

/** Tokens expire after this much inactivity; every authenticated request slides the window. */
export const TOKEN_IDLE_LIFETIME_DAYS = 30;

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,200})$/;

export async function findUserByTokenHash(db: Queryable, tokenHash: Buffer) {
  const { rows } = await db.query<AuthUser & { email_verified_at: Date | null }>(
    `UPDATE auth_tokens t
        SET last_used_at = now(),
            expires_at = now() + make_interval(days => $2)
       FROM users u
      WHERE t.token_hash = $1 AND t.expires_at > now() AND u.id = t.user_id AND u.is_active
  RETURNING u.id, u.email::text AS email, u.first_name, u.last_name, u.tier,
            u.subscription_status, u.is_staff, u.email_verified_at, u.date_joined,
            u.kept_capabilities`,
    [tokenHash, TOKEN_IDLE_LIFETIME_DAYS],
  );
  const row = rows[0];
  if (!row) return null;
  const { email_verified_at, ...user } = row;
  return { ...user, email_verified: email_verified_at !== null } satisfies AuthUser;
}

/**
 * Resolves `Authorization: Token <token>` on every request. A missing header is anonymous; a
 * present but unknown or expired token is anonymous too, and `requireUser` turns that into 401.
 */
export const authContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('authTokenHash', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = TOKEN_HEADER.exec(header.trim());
    if (!match?.[1]) return;
    const tokenHash = hashToken(match[1]);
    request.user = await findUserByTokenHash(app.deps.db, tokenHash);
    request.authTokenHash = request.user ? tokenHash : null;
  });
});

/** The signed-in user, or a 401 with `detail` (the spec's client shows it). */
export function requireUser(
  request: FastifyRequest,
  detail = 'Authentication credentials were not provided or have expired.',
): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', detail);
  return request.user;
}

export function requireStaff(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.is_staff) throw new AppError('FORBIDDEN', 'Staff only.');
  return user;
}

/** Paid tiers are anything but free (premium, professional, enterprise, ...). */
export function isPaidTier(tier: string): boolean {
  return tier !== FREE_TIER;
}
