import { contactRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/validate';
import { submitContactMessage } from './contact.service';

/** Messages one IP may send per window; generous for people, useless for a flood. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

const contactRateLimit = {
  rateLimit: {
    ...CONTACT_RATE_LIMIT,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new AppError(
        'RATE_LIMITED',
        `You have sent several messages in a short time. Please try again in ${context.after}.`,
      ),
  },
};

export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: contactRateLimit }, async (request, reply) => {
    const submission = parseInput(contactRequestSchema, request.body ?? {});
    const origin = {
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    };
    const result = await submitContactMessage(
      { ...app.deps, log: request.log },
      submission,
      origin,
    );
    return reply.status(201).send(result);
  });
};
