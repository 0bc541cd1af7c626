import type { FastifyInstance } from 'fastify';

/** An answer that took at least this long is logged (with its route, status and time). */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's own request logging writes two lines per request ("incoming request", "request
 * completed"), synchronously, at info: at 200 requests/s that is 400 writes a second for
 * answers nobody reads. Instead (ADR 0126) a request is logged once it is done, and only when
 * it was slow or failed on our side; the error handler still logs every 5xx with its error.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    if (responseTime >= SLOW_REQUEST_MS || reply.statusCode >= 500) {
      request.log.warn(
        {
          method: request.method,
          url: request.url,
          route: request.routeOptions.url,
          statusCode: reply.statusCode,
          responseTime,
        },
        reply.statusCode >= 500 ? 'request failed' : 'slow request',
      );
    }
    done();
  });
}
