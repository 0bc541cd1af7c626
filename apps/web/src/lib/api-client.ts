import { AUTH_HEADER_SCHEME, STORAGE_KEYS } from '@/config/constants';
import {
  API_ERROR_FALLBACK_MESSAGE,
  type ApiError,
  createApiError,
  LIMIT_EXCEEDED_CODE,
  UNTRACKED_API_ERROR_MESSAGE,
} from './api-error';
import { readStorage } from './browser-storage';
import { reportApiError } from './error-reporting';
import { takePrefetchedResponse } from './prefetched-response';

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** Plain objects are sent as JSON; FormData and strings are sent as-is. */
  body?: unknown;
  /** Overrides the stored token (e.g. to validate a token before storing it). */
  token?: string | null;
}

/** Where to go, and the server's explanation to show there (e.g. the daily limit message). */
type RedirectHandler = (url: string, message: string) => void;

let redirectOnLimitExceeded: RedirectHandler = (url) => window.location.assign(url);

/** Lets the app route LIMIT_EXCEEDED redirects through the router instead of a full reload. */
export function setLimitExceededRedirectHandler(handler: RedirectHandler): void {
  redirectOnLimitExceeded = handler;
}

/** The search endpoints need a trailing slash before the query string (`/api/search/?q=`). */
export function normaliseApiPath(path: string): string {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? '' : path.slice(queryStart);
  const isSearchPath = /^\/api\/search(\/|$)/.test(pathname);
  if (!isSearchPath || pathname.endsWith('/')) return path;
  return `${pathname}/${query}`;
}

function buildHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers(options.headers);
  const token =
    options.token === undefined ? readStorage('local', STORAGE_KEYS.authToken) : options.token;
  if (token) headers.set('Authorization', `${AUTH_HEADER_SCHEME} ${token}`);
  // JSON content type whenever there is a body. Not on body-less calls (GET, logout, DELETE):
  // Fastify rejects an empty body that claims to be JSON.
  const hasJsonBody = options.body != null && !(options.body instanceof FormData);
  if (hasJsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface SendOptions {
  /** Untracked calls fail with one fixed message whatever the server said. */
  isUntracked: boolean;
}

async function toApiError(
  path: string,
  response: Response,
  { isUntracked }: SendOptions,
): Promise<ApiError> {
  const body = await readJson(response);
  const error = isUntracked
    ? createApiError(response.status, body, UNTRACKED_API_ERROR_MESSAGE, { forceMessage: true })
    : createApiError(response.status, body, API_ERROR_FALLBACK_MESSAGE);
  if (error.code === LIMIT_EXCEEDED_CODE && error.redirectUrl) {
    redirectOnLimitExceeded(error.redirectUrl, error.detail ?? error.message);
  }
  if (!isUntracked) reportApiError(error, path);
  return error;
}

async function send(path: string, options: ApiRequestOptions, sendOptions: SendOptions) {
  const { body, token: _token, ...init } = options;
  const url = normaliseApiPath(path);
  const isPlainGet = (init.method ?? 'GET') === 'GET' && options.token === undefined;
  const response = await ((isPlainGet ? takePrefetchedResponse(url) : undefined) ??
    fetch(url, {
      ...init,
      headers: buildHeaders(options),
      body: encodeBody(body),
      credentials: 'include',
    }));
  if (!response.ok) throw await toApiError(path, response, sendOptions);
  return response;
}

/**
 * Calls the API and returns the raw Response (for downloads). Throws ApiError on a non-ok
 * answer; a network failure rejects with the browser's TypeError.
 */
export function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  return send(path, options, { isUntracked: false });
}

/**
 * Calls the API and returns the parsed JSON (undefined for 204 or an empty body). Throws
 * ApiError carrying the server's `detail`, `code`, field errors and status. A LIMIT_EXCEEDED
 * answer with a `redirect_url` also navigates there.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options, { isUntracked: false });
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

/**
 * Same as apiRequest for background calls whose failures are expected and not reported
 * (e.g. the live match count): a non-ok answer fails with a fixed generic message.
 */
export async function apiRequestUntracked<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const response = await send(path, options, { isUntracked: true });
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}
