import { PortalClient, type PortalClientOptions, parseRetryAfterMs } from './portal-client';

/** What every portal feed's options hand to its client as they are: transport, retries, limits. */
export type PortalConnectionOptions = Pick<
  PortalClientOptions,
  | 'fetch'
  | 'logger'
  | 'timeoutMs'
  | 'maxRetries'
  | 'backoffBaseMs'
  | 'maxResponseBytes'
  | 'minIntervalMs'
>;

// A Retry-After longer than this is capped: one bad header must not park the sync for hours.
const MAX_RETRY_AFTER_MS = 15 * 60 * 1000;

/**
 * A feed's client: the portal's own rules (name, rate-limit answer, parsing, its least interval
 * between requests) with the connection options the feed was given, which may override the
 * interval (tests need not wait).
 */
export function createFeedClient(
  connection: PortalConnectionOptions & { baseUrl: string },
  portal: Omit<PortalClientOptions, keyof PortalConnectionOptions | 'allowedOrigin'> & {
    minIntervalMs: number;
  },
): PortalClient {
  return new PortalClient({
    ...portal,
    // Read only from the configured address, as links.next is (ADR 0168).
    allowedOrigin: new URL(connection.baseUrl).origin,
    fetch: connection.fetch,
    logger: connection.logger,
    timeoutMs: connection.timeoutMs,
    maxRetries: connection.maxRetries,
    backoffBaseMs: connection.backoffBaseMs,
    maxResponseBytes: connection.maxResponseBytes,
    minIntervalMs: connection.minIntervalMs ?? portal.minIntervalMs,
  });
}

/** The wait a rate-limit answer asks for in its Retry-After header (capped), else `defaultMs`. */
export function retryAfterWaitMs(response: Response, defaultMs: number): number {
  const retryAfter = parseRetryAfterMs(response.headers.get('retry-after'));
  return Math.min(retryAfter ?? defaultMs, MAX_RETRY_AFTER_MS);
}
