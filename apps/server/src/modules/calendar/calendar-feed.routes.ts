import { calendarFeedFileParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  getCalendarFeedStatus,
  renderCalendarFeed,
  resetCalendarFeed,
} from './calendar-feed.service';

const LOGIN = 'Please log in to view your account details.';

/** /api/calendar-feed: the account page's card (status; make or reset the address). */
export const calendarFeedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => getCalendarFeedStatus(app.deps, requireUser(request, LOGIN)));

  app.post('/', async (request, reply) => {
    const created = await resetCalendarFeed(app.deps, requireUser(request, LOGIN));
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });
};

/** /api/calendar/{token}.ics: the feed calendar apps subscribe to. */
export const calendarFileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/:file', async (request, reply) => {
    const { file: token } = parseInput(calendarFeedFileParamsSchema, request.params);
    const body = await renderCalendarFeed(app.deps, token);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="wac-deadlines.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  });
};
