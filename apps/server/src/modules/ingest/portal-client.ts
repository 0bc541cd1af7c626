import { setTimeout as sleepFor } from 'node:timers/promises';
import { type IngestLogger, silentLogger } from './ingest-logger';
import type { ParsedPackage } from './ocds-types';
import { BrokenPageError, type ParseOptions } from './parse-release-package';
import { fetchWithinOrigin, PortalRedirectError } from './portal-redirects';
import { ResponseTooLargeError, readReleasePackage } from './read-release-package';

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RETRIES = 5;
export const DEFAULT_BACKOFF_BASE_MS = 2_000;
/** `PORTAL_MAX_RESPONSE_MB`'s default, for clients built without the settings (tests, tools). */
export const DEFAULT_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
const BACKOFF_MAX_MS = 120_000;

export type PortalClientOptions = {
  /** Portal name for logs and errors. */
  portal: string;
  fetch?: typeof fetch;
  logger?: IngestLogger;
  timeoutMs?: number;
  maxRetries?: number;
  backoffBaseMs?: number;
  /** The largest body read; a longer answer fails the request without retries. */
  maxResponseBytes?: number;
  /** Least time between the starts of two requests. */
  minIntervalMs?: number;
  /** Milliseconds to wait when `response` is this portal's rate-limit answer, else null. */
  rateLimitWaitMs(response: Response): number | null;
  userAgent?: string;
  /** How answers are read (PCS and Sell2Wales: a package without `releases` is empty). */
  parse?: ParseOptions;
  /** The configured portal's origin: redirects elsewhere are refused (ADR 0168). */
  allowedOrigin?: string;
};

/** A request that failed for good: a 4xx that is not a rate limit, or retries used up. */
export class PortalRequestError extends Error {
  override name = 'PortalRequestError';
  constructor(
    message: string,
    readonly status: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

type Attempt =
  | { kind: 'ok'; page: ParsedPackage }
  | { kind: 'retry'; waitMs: number; reason: string; status: number | null }
  | { kind: 'fail'; error: Error };

/**
 * GETs release packages from one portal: one request at a time, a timeout on every request,
 * the portal's rate-limit waits, and exponential backoff for network errors, 5xx answers and
 * broken bodies. Every failure is logged; only exhausted retries reach the caller.
 */
export class PortalClient {
  private queue: Promise<unknown> = Promise.resolve();
  private lastRequestStartedAt = 0;

  constructor(private readonly options: PortalClientOptions) {}

  getPackage(url: string, signal?: AbortSignal): Promise<ParsedPackage> {
    const run = this.queue.then(() => this.getWithRetries(url, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async getWithRetries(url: string, signal?: AbortSignal): Promise<ParsedPackage> {
    const maxRetries = this.options.maxRetries ?? DEFAULT_MAX_RETRIES;
    const logger = this.options.logger ?? silentLogger;
    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      await this.waitForRequestSlot(signal);
      const outcome = await this.attempt(url, attempt, signal);
      if (outcome.kind === 'ok') {
        if (outcome.page.droppedReleases > 0) {
          logger.warn({ url, dropped: outcome.page.droppedReleases }, 'releases without ocid/id');
        }
        return outcome.page;
      }
      if (outcome.kind === 'fail') throw outcome.error;
      const details = { portal: this.options.portal, url, attempt, waitMs: outcome.waitMs };
      if (attempt >= maxRetries) {
        logger.error({ ...details, reason: outcome.reason }, 'portal request failed');
        throw new PortalRequestError(
          `${this.options.portal}: ${outcome.reason} (gave up after ${attempt + 1} attempts)`,
          outcome.status,
        );
      }
      logger.warn({ ...details, reason: outcome.reason }, 'portal request will be retried');
      await sleepFor(outcome.waitMs, undefined, { signal });
    }
  }

  private async attempt(url: string, attempt: number, signal?: AbortSignal): Promise<Attempt> {
    const fetchImpl = this.options.fetch ?? fetch;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const requestSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
    this.lastRequestStartedAt = Date.now();
    let response: Response;
    try {
      const headers = { accept: 'application/json', 'user-agent': this.options.userAgent ?? 'WAC' };
      response = await fetchWithinOrigin(
        fetchImpl,
        url,
        { headers, signal: requestSignal },
        this.options.allowedOrigin,
      );
      if (!response.ok) {
        // Only the start of an error answer is read: enough for its message, never the rest.
        const excerpt = await readBodyStart(response, ERROR_EXCERPT_BYTES);
        return this.classifyFailure(response, excerpt, attempt);
      }
      const maxBytes = this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
      return { kind: 'ok', page: await readReleasePackage(response, maxBytes, this.options.parse) };
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof PortalRedirectError) {
        // Off its host or round in a loop: asking again brings the same redirect.
        const message = `${this.options.portal}: ${error.message}`;
        return { kind: 'fail', error: new PortalRequestError(message, null, { cause: error }) };
      }
      if (error instanceof ResponseTooLargeError) {
        // Asking again brings the same page: the window fails now and is retried later.
        const message = `${this.options.portal}: ${error.message}`;
        return { kind: 'fail', error: new PortalRequestError(message, null, { cause: error }) };
      }
      if (error instanceof BrokenPageError) {
        const reason = `broken page: ${error.message}`;
        return { kind: 'retry', waitMs: this.backoffMs(attempt), reason, status: 200 };
      }
      const reason = timeout.aborted ? 'timed out' : `network error: ${(error as Error).message}`;
      return { kind: 'retry', waitMs: this.backoffMs(attempt), reason, status: null };
    }
  }

  private classifyFailure(response: Response, body: Uint8Array, attempt: number): Attempt {
    const status = response.status;
    const rateLimitWait = this.options.rateLimitWaitMs(response);
    if (rateLimitWait !== null) {
      return { kind: 'retry', waitMs: rateLimitWait, reason: `rate limited (${status})`, status };
    }
    if (status >= 500 || status === 408) {
      const waitMs = this.backoffMs(attempt);
      const said = describeErrorBody(body);
      const reason = `server error ${status}${said ? `: ${said}` : ''}`;
      return { kind: 'retry', waitMs, reason, status };
    }
    const message = `${this.options.portal} answered ${status} ${response.statusText}`.trim();
    return { kind: 'fail', error: new PortalRequestError(message, status) };
  }

  private backoffMs(attempt: number): number {
    const base = this.options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
    return Math.min(base * 2 ** attempt, BACKOFF_MAX_MS);
  }

  private async waitForRequestSlot(signal?: AbortSignal): Promise<void> {
    const minInterval = this.options.minIntervalMs ?? 0;
    const waitMs = this.lastRequestStartedAt + minInterval - Date.now();
    if (waitMs > 0) await sleepFor(waitMs, undefined, { signal });
  }
}

/** `Retry-After` as milliseconds (delta-seconds or an HTTP date), or null when absent or bad. */
export function parseRetryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const ERROR_TEXT_LENGTH = 160;
const ERROR_EXCERPT_BYTES = 4096;

/** The first `maxBytes` of a body (or less), then the download is cancelled. */
async function readBodyStart(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } catch {
    // A connection dropped mid-error-page: what was read is enough.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/**
 * A short plain-text excerpt of an error answer, for logs and the sync status staff see (Sell2Wales
 * answers 500 with SQL Server's "Error converting data type nvarchar to float"). Markup is dropped;
 * the text is only ever shown as text.
 */
function describeErrorBody(body: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(body)
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A bare status number ("<body>500</body>") says nothing the status does not.
  if (!/\p{L}/u.test(text)) return '';
  return text.length > ERROR_TEXT_LENGTH ? `${text.slice(0, ERROR_TEXT_LENGTH)}…` : text;
}
