import type { FastifyPluginAsync } from 'fastify';
import { toBillingContext } from './billing-context';
import { handleStripeWebhook } from './webhook.service';

/**
 * POST /api/stripe/webhook/. Its own plugin so that only here JSON bodies stay raw bytes: the
 * signature covers the exact payload, and re-serialised JSON would not match it.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhook', async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    return handleStripeWebhook(
      toBillingContext(request),
      rawBody,
      typeof signature === 'string' ? signature : undefined,
    );
  });
};
