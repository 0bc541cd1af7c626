import {
  emailOnlyRequestSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetLinkRequestSchema,
  registerRequestSchema,
  verifyEmailRequestSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { runAfterReply } from '../../http/after-reply';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  AUTH_RATE_LIMITS,
  createAttemptLimiter,
  perIpLimit,
  readClientIp,
} from './auth-rate-limits';
import {
  checkPasswordResetLink,
  confirmPasswordReset,
  RESET_REQUESTED_MESSAGE,
  sendPasswordResetLink,
} from './password-reset.service';
import {
  registerAccount,
  sendVerificationLinkAgain,
  VERIFICATION_SENT_MESSAGE,
  verifyEmailAddress,
} from './registration.service';
import { loginWithPassword, logoutSession } from './session.service';
import { toUserResponse } from './user-response';

const SESSION_EXPIRED = 'Session expired. Please log in again.';
const NOT_SIGNED_IN = 'Authentication credentials were not provided.';

/** /api/auth: the spec's paths (public-area.md section 7), both registration paths included. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const limits = AUTH_RATE_LIMITS;
  const registerPerAccount = createAttemptLimiter(app, 'register', limits.register.perAccount);
  const resetPerAccount = createAttemptLimiter(app, 'reset', limits.passwordReset.perAccount);
  const resendPerAccount = createAttemptLimiter(
    app,
    'resend',
    limits.resendVerification.perAccount,
  );

  // Failures per account are counted by the service, before the password is checked.
  app.post('/login', { config: perIpLimit(limits.login.perIp) }, async (request) =>
    loginWithPassword(
      app.deps,
      parseInput(loginRequestSchema, request.body),
      readClientIp(request),
    ),
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
    const input = parseInput(registerRequestSchema, request.body);
    const answer = await registerAccount(app.deps, input, readClientIp(request));
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
    async (request, reply) => {
      const { email } = parseInput(emailOnlyRequestSchema, request.body);
      runAfterReply(reply, request.log, 'verification resend', () =>
        sendVerificationLinkAgain(app.deps, email),
      );
      return { detail: VERIFICATION_SENT_MESSAGE };
    },
  );

  app.post(
    '/password/reset',
    {
      config: perIpLimit(limits.passwordReset.perIp),
      preHandler: resetPerAccount.countAndCheck,
    },
    async (request, reply) => {
      const { email } = parseInput(emailOnlyRequestSchema, request.body);
      runAfterReply(reply, request.log, 'password reset request', () =>
        sendPasswordResetLink(app.deps, email),
      );
      return { detail: RESET_REQUESTED_MESSAGE };
    },
  );

  // Checking a reset link and using it share one count per address: checking first gains
  // nothing over guessing with the confirm call itself.
  const resetLinkPerIp = createAttemptLimiter(
    app,
    'reset-link-ip',
    limits.passwordResetConfirm.perIp,
    readClientIp,
  );
  app.post('/password/reset/validate', { preHandler: resetLinkPerIp.countAndCheck }, (request) =>
    checkPasswordResetLink(app.deps, parseInput(passwordResetLinkRequestSchema, request.body)),
  );
  app.post('/password/reset/confirm', { preHandler: resetLinkPerIp.countAndCheck }, (request) =>
    confirmPasswordReset(app.deps, parseInput(passwordResetConfirmRequestSchema, request.body)),
  );
};
