import type { ErrorBody } from '@wac/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailableError } from '../db/connection-errors';
import { AppError, type FieldErrors } from './app-error';
import { ERROR_PAGE_CSP, isApiPath, renderErrorPage } from './error-page';

// Top-level keys the envelope itself uses; a field error under one of these stays in `errors`.
const RESERVED_KEYS = new Set(['detail', 'code', 'errors', 'redirect_url']);

export function buildErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { detail: error.message, code: error.code };
  if (error.redirectUrl) body.redirect_url = error.redirectUrl;
  if (error.fieldErrors) {
    body.errors = error.fieldErrors;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (!RESERVED_KEYS.has(field)) body[field] = messages;
    }
  }
  return body;
}

/** Maps Fastify's own errors (bad JSON, body too large, rate limit) onto our codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError('RATE_LIMITED', error.message);
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large.');
  if (status === 415) return new AppError('BAD_REQUEST', 'Unsupported content type.');
  if (status >= 400 && status < 500) {
    const fieldErrors: FieldErrors | undefined = error.validation
      ? { non_field_errors: error.validation.map((v) => v.message ?? 'invalid') }
      : undefined;
    return new AppError('BAD_REQUEST', error.message, { fieldErrors });
  }
  return undefined;
}

/** Seconds a client is asked to wait while the database restarts (about what a restart takes). */
const DATABASE_RESTART_RETRY_SECONDS = 5;

/** The database is down or restarting (ADR 0166): a 503 the client may retry, not a bare 500. */
function fromDatabaseUnavailable(error: unknown): AppError | undefined {
  if (!isDatabaseUnavailableError(error)) return undefined;
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'The service is briefly unavailable. Please try again in a few seconds.',
    { retryAfterSeconds: DATABASE_RESTART_RETRY_SECONDS, cause: error },
  );
}

/**
 * Sends `error`: the JSON envelope on the API, an HTML page in words on page routes (a person
 * opened that address in a browser; ADR 0152).
 */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const status = error.statusCode;
  if (isApiPath(request.url)) return reply.status(status).send(buildErrorBody(error));
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', ERROR_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(renderErrorPage(status));
}

/** The one error handler: known errors keep their message; anything else is a bare 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError =
      error instanceof AppError
        ? error
        : (fromFastifyError(error) ?? fromDatabaseUnavailable(error));
    if (appError) {
      if (isDatabaseUnavailableError(appError.cause)) {
        // One line, no stack: the outage itself is logged once where it is noticed.
        request.log.warn({ reason: (appError.cause as Error).message }, appError.message);
      } else if (appError.statusCode >= 500) request.log.error({ err: error }, appError.message);
      if (appError.retryAfterSeconds !== undefined) {
        reply.header('retry-after', Math.max(1, Math.ceil(appError.retryAfterSeconds)));
      }
      return sendError(request, reply, appError);
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL_ERROR', 'Something went wrong on our side.');
    return sendError(request, reply, internal);
  });
}
