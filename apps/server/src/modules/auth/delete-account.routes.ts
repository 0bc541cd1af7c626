import { deleteAccountRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { perIpLimit } from './auth-rate-limits';
import { deleteAccount } from './delete-account.service';

/** Password guesses through this route are limited like logins. */
const DELETE_ACCOUNT_LIMIT = { max: 10, timeWindow: '15 minutes' };

/** DELETE /api/auth/user/: a separate plugin so the accounts module's routes stay untouched. */
export const deleteAccountRoutes: FastifyPluginAsync = async (app) => {
  app.delete('/user', { config: perIpLimit(DELETE_ACCOUNT_LIMIT) }, async (request, reply) => {
    const user = requireUser(request);
    const { password } = parseInput(deleteAccountRequestSchema, request.body ?? {});
    await deleteAccount(app.deps, user, password);
    request.log.info({ userId: user.id }, 'account deleted at the user’s request');
    return reply.status(204).send();
  });
};
