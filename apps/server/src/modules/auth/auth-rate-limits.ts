import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

type Limit = { max: number; timeWindow: string };

/**
 * Attempts allowed per window (docs/decisions/0030-accounts-and-sessions.md). Per IP through
 * @fastify/rate-limit's route config; per account (the email in the body) through the limiters
 * below, so one address cannot be hammered from many IPs. Login counts only failed attempts
 * per account; registration and the mail-sending calls count every attempt.
 */
export const AUTH_RATE_LIMITS = {
  login: {
    perIp: { max: 30, timeWindow: '15 minutes' },
    perAccount: { max: 5, timeWindow: '15 minutes' },
  },
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
  passwordResetConfirm: { perIp: { max: 20, timeWindow: '1 hour' } },
  verifyEmail: { perIp: { max: 30, timeWindow: '1 hour' } },
} as const satisfies Record<string, { perIp: Limit; perAccount?: Limit }>;

function tooManyAttempts(after: string): AppError {
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${after}.`);
}

const formatSeconds = (seconds: number) =>
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

/** The client address (X-Forwarded-For is trusted: the app runs behind one proxy at most). */
export const readClientIp = (request: FastifyRequest): string => request.ip;

export type AttemptLimiter = {
  /** preHandler: refuses once the account has used up its attempts in the window. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one attempt against the account. */
  record(request: FastifyRequest): Promise<void>;
  /** preHandler: counts this attempt, then refuses it if it is one too many. */
  countAndCheck(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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
  const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
    reply.header('retry-after', ttlInSeconds);
    throw tooManyAttempts(formatSeconds(ttlInSeconds));
  };
  return {
    async check(request, reply) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) refuse(reply, state.ttlInSeconds);
    },
    async record(request) {
      await limiter(request);
    },
    async countAndCheck(request, reply) {
      const state = await limiter(request);
      if (!state.isAllowed && state.isExceeded) refuse(reply, state.ttlInSeconds);
    },
  };
}
