import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { buildErrorBody, sendError } from './error-handler';
import { ERROR_PAGE_CSP, isApiPath, renderErrorPage } from './error-page';

/** Fastify's router option: a path parameter longer than this is refused (414). */
export const MAX_PATH_PARAMETER_LENGTH = 500;

export const BAD_URL_MESSAGE =
  'The address is not valid: a "%" must be followed by two hexadecimal digits.';
export const PARAMETER_TOO_LONG_MESSAGE = `Part of the address is too long (at most ${MAX_PATH_PARAMETER_LENGTH} characters).`;
export const URL_TOO_LONG_MESSAGE =
  'The address is too long: shorten the search or its filters (at most 16 KB).';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large (at most 16 KB).';

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a URL
 * whose percent-encoding is broken, a path parameter past MAX_PATH_PARAMETER_LENGTH. They get
 * the one envelope like every other error, not Fastify's own body.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('URI_TOO_LONG', PARAMETER_TOO_LONG_MESSAGE)
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError('BAD_REQUEST', BAD_URL_MESSAGE)
        : new AppError('BAD_REQUEST', 'The request could not be understood.');
  return sendError(request, reply, appError);
}

// Where Node's parser stops: its request line and headers share one 16 KB budget.
const requestLineOf = (packet: unknown) => {
  if (!Buffer.isBuffer(packet)) return undefined;
  const end = packet.indexOf('\r\n');
  return end === -1 ? packet : packet.subarray(0, end);
};

/**
 * The path of the request line (`GET /search?q=... HTTP/1.1`), or undefined when the packet is
 * not its start. Unknown, the answer is the page: an API client reads the status either way.
 */
function requestPathOf(requestLine: Buffer | undefined): string | undefined {
  const start = requestLine?.subarray(0, 200).toString('latin1') ?? '';
  return /^[A-Z]+ (\/\S*)/.exec(start)?.[1];
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (Fastify's
 * `clientErrorHandler`): past the 16 KB header budget a long URL (a 100 KB query string) is a
 * 414 and large headers a 431; anything else unparsable is a 400. The one envelope on the API,
 * the HTML error page on page routes (read from the request line, which is all there is).
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let appError: AppError;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const requestLine = requestLineOf(error.rawPacket);
    const isUrlTooLong = !requestLine || requestLine.length > 8 * 1024;
    appError = isUrlTooLong
      ? new AppError('URI_TOO_LONG', URL_TOO_LONG_MESSAGE)
      : new AppError('HEADERS_TOO_LARGE', HEADERS_TOO_LARGE_MESSAGE);
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    // Node's own status for a request that never finished arriving.
    appError = new AppError('BAD_REQUEST', 'The request took too long to arrive.');
  } else {
    appError = new AppError('BAD_REQUEST', 'The request could not be understood.');
  }
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : appError.statusCode;
  const isPage = !isApiPath(requestPathOf(requestLineOf(error.rawPacket)) ?? '/');
  const body = isPage ? renderErrorPage(status) : JSON.stringify(buildErrorBody(appError));
  const headers = isPage
    ? `Content-Type: text/html; charset=utf-8\r\nContent-Security-Policy: ${ERROR_PAGE_CSP}\r\n`
    : 'Content-Type: application/json; charset=utf-8\r\n';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}Cache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
