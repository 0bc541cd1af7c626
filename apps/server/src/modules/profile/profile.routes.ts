import { updateProfileRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { getProfile, updateProfile } from './profile.service';

/** /api/profile (account-area.md section 7). */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => getProfile(app.deps, requireUser(request)));

  app.put('/', async (request) => {
    const user = requireUser(request);
    return updateProfile(app.deps, user, parseInput(updateProfileRequestSchema, request.body));
  });
};
