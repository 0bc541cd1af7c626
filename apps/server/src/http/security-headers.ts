import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with `options`, in the order it sets them. Our options are the same for
 * every request (no per-request nonce, no directive computed from the request), so helmet runs
 * once here against a recording response instead of once per request (ADR 0126): @fastify/helmet
 * built a new helmet middleware, parsing every CSP directive again, on each request.
 */
export function computeSecurityHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Every response (API, pages, files, errors after routing) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet did: kept whatever the route sends (streams, hijacks).
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
