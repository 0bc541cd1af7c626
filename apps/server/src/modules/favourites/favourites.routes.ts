import {
  addFavouriteRequestSchema,
  buildCsvExportFileName,
  favouriteParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { addFavourite, getFavourites, removeFavourite } from './favourites.service';
import { exportFavouritesCsv } from './favourites-export.service';

const LOGIN_TO_SAVE = 'Please log in to save favourites.';

/** /api/favourites (public-area.md section 7, account-area.md section 7). */
export const favouritesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) =>
    getFavourites(app.deps, requireUser(request, 'Please log in to view your favourites.')),
  );

  app.get('/export.csv', async (request, reply) => {
    const user = requireUser(request, 'Please log in to view your favourites.');
    const csv = await exportFavouritesCsv(app.deps, user);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${buildCsvExportFileName('favourites')}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

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
