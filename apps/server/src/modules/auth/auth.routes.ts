import {
  emailOnlyRequestSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  registerRequestSchema,
  verifyEmailRequestSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../http/validate';
import { requireUser } from './auth-context';
import {
  AUTH_RATE_LIMITS,
  createAttemptLimiter,
  perIpLimit,
  readClientIp,
} from './auth-rate-limits';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import {
  registerAccount,
  resendVerificationEmail,
  verifyEmailAddress,
} from './registration.service';
import { loginWithPassword, logoutSession } from './session.service';
import { toUserResponse } from './user-response';

const SESSION_EXPIRED = 'Session expired. Please log in again.';
const NOT_SIGNED_IN = 'Authentication credentials were not provided.';

/** /api/auth: the spec's paths (public-area.md section 7), both registration paths included. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const limits = AUTH_RATE_LIMITS;
  const loginPerAccount = createAttemptLimiter(app, 'login', limits.login.perAccount);
  const registerPerAccount = createAttemptLimiter(app, 'register', limits.register.perAccount);
  const resetPerAccount = createAttemptLimiter(app, 'reset', limits.passwordReset.perAccount);
  const resendPerAccount = createAttemptLimiter(
    app,
    'resend',
    limits.resendVerification.perAccount,
  );

  app.post(
    '/login',
    {
      config: perIpLimit(limits.login.perIp),
      preHandler: loginPerAccount.check,
      // Only failed attempts count against the account.
      onResponse: async (request: FastifyRequest, reply: FastifyReply) => {
        if (reply.statusCode === 400) await loginPerAccount.record(request);
      },
    },
    async (request) => loginWithPassword(app.deps, parseInput(loginRequestSchema, request.body)),
  );

  app.post('/logout', async (request) => logoutSession(app.deps, request.authTokenHash));

  app.get('/user', async (request) => {
    const detail = request.headers.authorization ? SESSION_EXPIRED : NOT_SIGNED_IN;
    return toUserResponse(requireUser(request, detail));
  });

  // One count for both paths, so alternating between them gains nothing.
  const registerPerIp = createAttemptLimiter(
    app,
    'register-ip',
    limits.register.perIp,
    readClientIp,
  );
  const registerOptions = {
    preHandler: [registerPerIp.countAndCheck, registerPerAccount.countAndCheck],
  };
  const register = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await registerAccount(app.deps, parseInput(registerRequestSchema, request.body));
    return reply.status(201).send(answer);
  };
  app.post('/register', registerOptions, register);
  app.post('/registration', registerOptions, register);

  app.post(
    '/registration/verify-email',
    { config: perIpLimit(limits.verifyEmail.perIp) },
    async (request) =>
      verifyEmailAddress(app.deps, parseInput(verifyEmailRequestSchema, request.body).key),
  );

  app.post(
    '/registration/resend-email',
    {
      config: perIpLimit(limits.resendVerification.perIp),
      preHandler: resendPerAccount.countAndCheck,
    },
    async (request) =>
      resendVerificationEmail(app.deps, parseInput(emailOnlyRequestSchema, request.body).email),
  );

  app.post(
    '/password/reset',
    {
      config: perIpLimit(limits.passwordReset.perIp),
      preHandler: resetPerAccount.countAndCheck,
    },
    async (request) =>
      requestPasswordReset(app.deps, parseInput(emailOnlyRequestSchema, request.body).email),
  );

  app.post(
    '/password/reset/confirm',
    { config: perIpLimit(limits.passwordResetConfirm.perIp) },
    async (request) =>
      confirmPasswordReset(app.deps, parseInput(passwordResetConfirmRequestSchema, request.body)),
  );
};
