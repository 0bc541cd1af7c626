import {
  alertProfileParamsSchema,
  alertProfileRequestSchema,
  checkAlertProfileNameQuerySchema,
  unsubscribeAlertRequestSchema,
} from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  changeAlertProfile,
  checkAlertProfileName,
  createAlertProfile,
  getAlertProfiles,
  removeAlertProfile,
} from './alert-profiles.service';
import { unsubscribeFromAlert } from './alert-unsubscribe.service';

const LOGIN_FOR_ALERTS = 'Please log in to manage your alert profiles.';

/** /api/alert-profiles (account-area.md section 7) and the digests' one-click unsubscribe. */
export const alertProfilesRoutes: FastifyPluginAsync = async (app) => {
  // Mail clients send RFC 8058 one-click unsubscribes as a form post; only this plugin reads forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/', async (request) =>
    getAlertProfiles(app.deps, requireUser(request, LOGIN_FOR_ALERTS)),
  );

  app.post('/', async (request, reply) => {
    const user = requireUser(request, LOGIN_FOR_ALERTS);
    const input = parseInput(alertProfileRequestSchema, request.body);
    return reply.status(201).send(await createAlertProfile(app.deps, user, input));
  });

  app.get('/check-name', async (request) => {
    const user = requireUser(request, LOGIN_FOR_ALERTS);
    return checkAlertProfileName(
      app.deps,
      user,
      parseInput(checkAlertProfileNameQuerySchema, request.query),
    );
  });

  app.put('/:id', async (request) => {
    const user = requireUser(request, LOGIN_FOR_ALERTS);
    const { id } = parseInput(alertProfileParamsSchema, request.params);
    return changeAlertProfile(
      app.deps,
      user,
      id,
      parseInput(alertProfileRequestSchema, request.body),
    );
  });

  app.delete('/:id', async (request, reply) => {
    const user = requireUser(request, LOGIN_FOR_ALERTS);
    const { id } = parseInput(alertProfileParamsSchema, request.params);
    await removeAlertProfile(app.deps, user, id);
    return reply.status(204).send();
  });

  // No login: the token in the link is the credential. The query form is List-Unsubscribe's URL.
  app.post('/unsubscribe', async (request) => {
    const { token } = parseInput(unsubscribeAlertRequestSchema, {
      ...(request.query as object),
      ...(typeof request.body === 'object' ? request.body : {}),
    });
    return unsubscribeFromAlert(app.deps, token);
  });
};
