import { unwatchByTokenRequestSchema, watchParamsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  getWatchList,
  getWatchStatus,
  unwatchProcurement,
  unwatchWithToken,
  watchProcurement,
} from './watches.service';

const LOGIN_TO_WATCH = 'Please log in to watch procurements.';

/** /api/watches: watched procurements (issue 31, ADR 0233). */
export const watchesRoutes: FastifyPluginAsync = async (app) => {
  // Mail clients send RFC 8058 one-click unsubscribes as a form post.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/', async (request) => getWatchList(app.deps, requireUser(request, LOGIN_TO_WATCH)));

  // No login: the token in the link is the credential for that one watch.
  app.post('/unwatch', async (request) => {
    const { token } = parseInput(unwatchByTokenRequestSchema, {
      ...(request.query as object),
      ...(typeof request.body === 'object' ? request.body : {}),
    });
    return unwatchWithToken(app.deps, token);
  });

  app.get('/:wac_id', async (request) => {
    const user = requireUser(request, LOGIN_TO_WATCH);
    const { wac_id } = parseInput(watchParamsSchema, request.params);
    return getWatchStatus(app.deps, user, wac_id);
  });

  app.put('/:wac_id', async (request) => {
    const user = requireUser(request, LOGIN_TO_WATCH);
    const { wac_id } = parseInput(watchParamsSchema, request.params);
    return watchProcurement(app.deps, user, wac_id);
  });

  app.delete('/:wac_id', async (request) => {
    const user = requireUser(request, LOGIN_TO_WATCH);
    const { wac_id } = parseInput(watchParamsSchema, request.params);
    return unwatchProcurement(app.deps, user, wac_id);
  });
};
