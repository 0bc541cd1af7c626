import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** An answer that took at least this long is logged (with its route, status and time). */
export const SLOW_REQUEST_MS = 1000;

/** Path parameters that are credentials: the calendar feed's `<token>.ics` (ADR 0167). */
const SECRET_PARAMS = new Set(['file', 'token', 'key', 'uid']);

/**
 * The request's path as logged: secret path parameters replaced by their name, and the query
 * string left out (one-click unsubscribe links carry their token there). Secrets never reach a
 * log, whatever the request.
 */
export function describeLoggedUrl(request: FastifyRequest): string {
  const [pathname = '', query] = request.url.split('?', 2);
  const params = (request.params ?? {}) as Record<string, unknown>;
  let described = pathname;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_PARAMS.has(name) || typeof value !== 'string' || value === '') continue;
    described = described.replace(encodeURIComponent(value), `:${name}`).replace(value, `:${name}`);
  }
  return query === undefined ? described : `${described}?…`;
}

/**
 * Fastify's own request log writes two lines per request ("incoming request", "request
 * completed"), synchronously, at info: at 200 requests/s that is 400 writes a second for
 * answers nobody reads. Instead (ADR 0126) a request is logged once it is done, and only when it
 * was slow or failed on our side; a request that errored is logged as Fastify does, and every
 * other line Fastify writes (error handler, stream errors, not found) is left as it was.
 */
export class SlowRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const responseTime = reply.elapsedTime;
    if (responseTime < SLOW_REQUEST_MS && reply.statusCode < 500) return;
    request.log.warn(
      {
        method: request.method,
        url: describeLoggedUrl(request),
        route: request.routeOptions.url,
        statusCode: reply.statusCode,
        responseTime,
      },
      reply.statusCode >= 500 ? 'request failed' : 'slow request',
    );
  }
}
