import { followParamsSchema, followRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { followOrganisation, listFollows, unfollowOrganisation } from './follows.service';

const LOGIN_TO_FOLLOW = 'Please log in to follow buyers and suppliers.';

/** /api/follows (ADR 0087). */
export const followsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => listFollows(app.deps.db, requireUser(request, LOGIN_TO_FOLLOW)));

  app.post('/', async (request, reply) => {
    const user = requireUser(request, LOGIN_TO_FOLLOW);
    const body = parseInput(followRequestSchema, request.body);
    const { follow, isNew } = await followOrganisation(app.deps.db, user, body);
    return reply.status(isNew ? 201 : 200).send(follow);
  });

  app.delete('/:role/:id', async (request, reply) => {
    const user = requireUser(request, LOGIN_TO_FOLLOW);
    const { role, id } = parseInput(followParamsSchema, request.params);
    await unfollowOrganisation(app.deps.db, user, role, id);
    return reply.status(204).send();
  });
};
