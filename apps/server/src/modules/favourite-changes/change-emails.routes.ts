import { unsubscribeAlertRequestSchema, updateFavouriteChangeEmailsSchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  getChangeEmails,
  setChangeEmails,
  unsubscribeFromChangeEmails,
} from './change-email-settings.service';

const LOGIN = 'Please log in to view your favourites.';

/** /api/favourites/change-emails: the switch on the favourites page and the mail's one click. */
export const changeEmailsRoutes: FastifyPluginAsync = async (app) => {
  // Mail clients send RFC 8058 one-click unsubscribes as a form post.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get('/', async (request) => getChangeEmails(app.deps, requireUser(request, LOGIN)));

  app.put('/', async (request) => {
    const user = requireUser(request, LOGIN);
    const { is_enabled } = parseInput(updateFavouriteChangeEmailsSchema, request.body);
    return setChangeEmails(app.deps, user, is_enabled);
  });

  // No login: the token in the link is the credential (the same token format as alert links).
  app.post('/unsubscribe', async (request) => {
    const { token } = parseInput(unsubscribeAlertRequestSchema, {
      ...(request.query as object),
      ...(typeof request.body === 'object' ? request.body : {}),
    });
    return unsubscribeFromChangeEmails(app.deps, token);
  });
};
