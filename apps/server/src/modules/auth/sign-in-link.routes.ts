import { emailOnlyRequestSchema, signInLinkConfirmRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { runAfterReply } from '../../http/after-reply';
import { parseInput } from '../../http/validate';
import {
  AUTH_RATE_LIMITS,
  createAttemptLimiter,
  perIpLimit,
  readClientIp,
} from './auth-rate-limits';
import { SIGN_IN_LINK_SENT_MESSAGE, sendSignInLink, signInWithLink } from './sign-in-link.service';

/** /api/auth/login/link: one-time sign-in links, the owner's way past a lockout (ADR 0171). */
export const signInLinkRoutes: FastifyPluginAsync = async (app) => {
  const limits = AUTH_RATE_LIMITS.signInLink;
  const perAccount = createAttemptLimiter(app, 'sign-in-link', limits.perAccount);

  app.post(
    '/login/link',
    { config: perIpLimit(limits.perIp), preHandler: perAccount.countAndCheck },
    async (request, reply) => {
      const { email } = parseInput(emailOnlyRequestSchema, request.body);
      runAfterReply(reply, request.log, 'sign-in link request', () =>
        sendSignInLink(app.deps, email),
      );
      return { detail: SIGN_IN_LINK_SENT_MESSAGE };
    },
  );

  app.post(
    '/login/link/confirm',
    { config: perIpLimit(AUTH_RATE_LIMITS.signInLinkConfirm.perIp) },
    async (request) =>
      signInWithLink(
        app.deps,
        parseInput(signInLinkConfirmRequestSchema, request.body).token,
        readClientIp(request),
      ),
  );
};
