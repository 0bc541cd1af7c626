import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env';
import type { Pool } from '../../db/pool';

/** What a billing operation needs: configuration, the database and the request's logger. */
export type BillingContext = { env: Env; db: Pool; log: FastifyBaseLogger };

export function toBillingContext(request: FastifyRequest): BillingContext {
  return { env: request.server.deps.env, db: request.server.deps.db, log: request.log };
}
