/** Field name -> messages, as the server sends them (`email`, `password`, `non_field_errors`...). */
export type FieldErrors = Record<string, string[]>;

export const API_ERROR_FALLBACK_MESSAGE = 'An API error occurred.';
export const UNTRACKED_API_ERROR_MESSAGE = 'An untracked API error occurred.';
export const LIMIT_EXCEEDED_CODE = 'LIMIT_EXCEEDED';

interface ApiErrorInit {
  status: number;
  detail?: string;
  code?: string;
  fieldErrors?: FieldErrors;
  redirectUrl?: string;
  body?: unknown;
}

/** A non-ok API answer. `message` is the server's `detail` (or a fallback) and is safe to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's own `detail`, when it sent one (the message may be a fallback). */
  readonly detail: string | undefined;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors;
  readonly redirectUrl: string | undefined;
  /** The parsed error body, for screens that read fields beyond the envelope (e.g. `error`). */
  readonly body: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.redirectUrl = init.redirectUrl;
    this.body = init.body;
  }

  /**
   * First message for a field, e.g. `error.firstFieldError('non_field_errors')`; for a list field
   * also the first filed under one of its items (`cpv_divisions.1`), so the form shows it there.
   */
  firstFieldError(field: string): string | undefined {
    const own = this.fieldErrors[field]?.[0];
    if (own !== undefined) return own;
    const item = Object.keys(this.fieldErrors).find((key) => key.startsWith(`${field}.`));
    return item === undefined ? undefined : this.fieldErrors[item]?.[0];
  }
}

const ENVELOPE_KEYS = new Set(['detail', 'code', 'errors', 'redirect_url']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toMessages(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

/** Collects field errors from `errors` and from top-level keys (both shapes are sent). */
function readFieldErrors(body: Record<string, unknown>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  const sources = [isRecord(body.errors) ? body.errors : {}, body];
  for (const source of sources) {
    for (const [field, value] of Object.entries(source)) {
      if (source === body && ENVELOPE_KEYS.has(field)) continue;
      const messages = toMessages(value);
      if (messages && !fieldErrors[field]) fieldErrors[field] = messages;
    }
  }
  return fieldErrors;
}

/** Builds an ApiError from a status and the (possibly missing or non-JSON) error body. */
export function createApiError(
  status: number,
  body: unknown,
  fallbackMessage: string,
  { forceMessage = false } = {},
): ApiError {
  if (!isRecord(body)) return new ApiError(fallbackMessage, { status, body });
  const detail = typeof body.detail === 'string' && body.detail ? body.detail : undefined;
  const message = forceMessage ? fallbackMessage : (detail ?? fallbackMessage);
  return new ApiError(message, {
    status,
    detail,
    code: typeof body.code === 'string' ? body.code : undefined,
    redirectUrl: typeof body.redirect_url === 'string' ? body.redirect_url : undefined,
    fieldErrors: readFieldErrors(body),
    body,
  });
}

/**
 * The first message per field of a failed call ({} for anything else), for forms to show each
 * one at its field; the server's `detail` says them all in words for a summary (ADR 0152).
 */
export function readFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    if (list[0]) messages[field] = list[0];
  }
  return messages;
}

/** The message to show for any thrown value, preferring the server's detail. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
