import { addFavouriteRequestSchema, favouriteParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '../../http/validate';
import { requireUser } from '../auth/auth-context';
import { addFavourite, getFavourites, removeFavourite } from './favourites.service';

const LOGIN_TO_SAVE = 'Please log in to save favourites.';

/** /api/favourites (public-area.md section 7, account-area.md section 7). */
export const favouritesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) =>
    getFavourites(app.deps, requireUser(request, 'Please log in to view your favourites.')),
  );

  app.post('/', async (request, reply) => {
    const user = requireUser(request, LOGIN_TO_SAVE);
    const { opportunity_id } = parseInput(addFavouriteRequestSchema, request.body);
    const { favourite, isNew } = await addFavourite(app.deps, user, opportunity_id);
    return reply.status(isNew ? 201 : 200).send(favourite);
  });

  app.delete('/:id', async (request, reply) => {
    const user = requireUser(request, LOGIN_TO_SAVE);
    const { id } = parseInput(favouriteParamsSchema, request.params);
    await removeFavourite(app.deps, user, id);
    return reply.status(204).send();
  });
};
