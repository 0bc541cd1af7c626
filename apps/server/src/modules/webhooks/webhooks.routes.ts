import {
  createWebhookRequestSchema,
  updateWebhookRequestSchema,
  webhookParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import {
  createWebhook,
  listWebhooks,
  pauseWebhook,
  removeWebhook,
  resumeWebhook,
  testWebhook,
  updateWebhook,
} from './webhooks.service';

const LOGIN = 'Please log in to manage your webhooks.';
/** A test posts to an outside address at once: a person clicks it now and then, a script no more. */
const TEST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** /api/webhooks (issue 34, ADRs 0215-0217). */
export const webhooksRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request) => listWebhooks(app.deps, requireUser(request, LOGIN)));

  app.post('/', async (request, reply) => {
    const user = requireUser(request, LOGIN);
    const body = parseInput(createWebhookRequestSchema, request.body);
    return reply.status(201).send(await createWebhook(app.deps, user, body));
  });

  app.put('/:id', async (request) => {
    const user = requireUser(request, LOGIN);
    const { id } = parseInput(webhookParamsSchema, request.params);
    const body = parseInput(updateWebhookRequestSchema, request.body);
    return updateWebhook(app.deps, user, id, body);
  });

  app.delete('/:id', async (request, reply) => {
    const user = requireUser(request, LOGIN);
    const { id } = parseInput(webhookParamsSchema, request.params);
    await removeWebhook(app.deps, user, id);
    return reply.status(204).send();
  });

  app.post('/:id/pause', async (request) => {
    const user = requireUser(request, LOGIN);
    const { id } = parseInput(webhookParamsSchema, request.params);
    return pauseWebhook(app.deps, user, id);
  });

  app.post('/:id/resume', async (request) => {
    const user = requireUser(request, LOGIN);
    const { id } = parseInput(webhookParamsSchema, request.params);
    return resumeWebhook(app.deps, user, id);
  });

  app.post('/:id/test', { config: { rateLimit: TEST_RATE_LIMIT } }, async (request) => {
    const user = requireUser(request, LOGIN);
    const { id } = parseInput(webhookParamsSchema, request.params);
    return testWebhook(app.deps, user, id);
  });
};
