import { finished } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/**
 * Runs `work` once the reply has gone out (or the client went away), so how long it takes
 * cannot be read from the response: an answer that must not tell whether an account exists
 * does the lookup afterwards (ADR 0057). A failure is logged; the client has its answer.
 */
export function runAfterReply(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  what: string,
  work: () => Promise<unknown>,
): void {
  finished(reply.raw, () => {
    // A macrotask later: never inside the write that ends the response.
    setImmediate(() => {
      work().catch((error: unknown) => log.error({ err: error }, `${what} failed after reply`));
    });
  });
}
