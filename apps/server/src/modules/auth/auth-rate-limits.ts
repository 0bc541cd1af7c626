import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { clientAddressKey } from '../../http/client-address';

type Limit = { max: number; timeWindow: string };

const FIFTEEN_MINUTES_MS = 15 * 60_000;

/**
 * Failed sign-ins an account takes (login-throttle.ts, ADR 0055), counted before the password
 * is checked. From one address: 5 a window, then that address waits. From every address
 * together: 20 a window, then only addresses the account has signed in from before may try, so
 * an attacker elsewhere can neither lock the owner out nor keep guessing from fresh addresses.
 */
export const LOGIN_FAILURE_LIMITS = {
  perAccountAndAddress: { max: 5, windowMs: FIFTEEN_MINUTES_MS },
  perAccountFromNewAddresses: { max: 20, windowMs: FIFTEEN_MINUTES_MS },
} as const;

/**
 * Attempts allowed per window (docs/decisions/0030-accounts-and-sessions.md). Per client
 * address through @fastify/rate-limit's route config; per account (the email in the body)
 * through the limiters below, so one address cannot be hammered from many IPs. Registration and
 * the mail-sending calls count every attempt; login's per-account limits are above.
 */
export const AUTH_RATE_LIMITS = {
  login: { perIp: { max: 30, timeWindow: '15 minutes' } },
  register: {
    perIp: { max: 20, timeWindow: '1 hour' },
    perAccount: { max: 5, timeWindow: '1 hour' },
  },
  passwordReset: {
    perIp: { max: 10, timeWindow: '1 hour' },
    perAccount: { max: 3, timeWindow: '1 hour' },
  },
  resendVerification: {
    perIp: { max: 10, timeWindow: '1 hour' },
    perAccount: { max: 3, timeWindow: '1 hour' },
  },
  signInLink: {
    perIp: { max: 10, timeWindow: '1 hour' },
    perAccount: { max: 3, timeWindow: '1 hour' },
  },
  signInLinkConfirm: { perIp: { max: 30, timeWindow: '1 hour' } },
  passwordResetConfirm: { perIp: { max: 20, timeWindow: '1 hour' } },
  verifyEmail: { perIp: { max: 30, timeWindow: '1 hour' } },
} as const satisfies Record<string, { perIp: Limit; perAccount?: Limit }>;

export function tooManyAttempts(after: string, retryAfterSeconds?: number): AppError {
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${after}.`, {
    retryAfterSeconds,
  });
}

export const formatSeconds = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(1, seconds)} seconds`;

/** Route config for a per-IP limit, answering with our envelope and wording. */
export function perIpLimit(limit: Limit) {
  return {
    rateLimit: {
      ...limit,
      errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
        tooManyAttempts(context.after),
    },
  };
}

/** The account an attempt is about: the lower-cased email of the JSON body. */
export function readBodyEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The client address key (TRUST_PROXY decides which X-Forwarded-For hops count). */
export const readClientIp = (request: FastifyRequest): string => clientAddressKey(request);

export type AttemptLimiter = {
  /** preHandler: counts this attempt, then refuses it if it is one too many. */
  countAndCheck(request: FastifyRequest): Promise<void>;
};

/**
 * A limiter named `name` (separate counters per name), per account by default. Unlike route
 * config, one limiter can guard several routes (both registration paths share one count).
 * Requests without an email share one bucket, which the body validation rejects anyway.
 */
export function createAttemptLimiter(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  keyOf: (request: FastifyRequest) => string = readBodyEmail,
): AttemptLimiter {
  const limiter = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  const refuse = (ttlInSeconds: number) => {
    throw tooManyAttempts(formatSeconds(ttlInSeconds), ttlInSeconds);
  };
  return {
    async countAndCheck(request) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) refuse(state.ttlInSeconds);
    },
  };
}
