import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; otherwise
 * only a client on this machine. The socket's own address is used, never X-Forwarded-For, and a
 * request that came through a proxy (it carries forwarding headers) is not local even when the
 * proxy itself runs on loopback.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return sameText(given, token);
  }
  const isProxied =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !isProxied && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
