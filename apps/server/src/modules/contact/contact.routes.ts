import { contactRequestSchema } from '@wac/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/validate';
import { submitContactMessage } from './contact.service';

/** Messages one IP may send per window; generous for people, useless for a flood. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' } as const;

const describeWait = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(1, seconds)} seconds`;

function refuse(reply: FastifyReply, ttlInSeconds: number): never {
  reply.header('retry-after', ttlInSeconds);
  throw new AppError(
    'RATE_LIMITED',
    `You have sent several messages in a short time. Please try again in ${describeWait(ttlInSeconds)}.`,
  );
}

export const contactRoutes: FastifyPluginAsync = async (app) => {
  // Only accepted messages count (issue 14 item 6): someone correcting a rejected form must not
  // use up the allowance. Checked before the work, counted after it.
  const limiter = app.createRateLimit({
    ...CONTACT_RATE_LIMIT,
    keyGenerator: (request) => `contact:${request.ip}`,
  });

  app.post('/', async (request, reply) => {
    const allowance = await limiter(request, { increment: false });
    if (!allowance.isAllowed && allowance.remaining === 0) refuse(reply, allowance.ttlInSeconds);
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
    await limiter(request);
    return reply.status(201).send(result);
  });
};
