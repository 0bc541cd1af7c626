import type { ErrorCode } from '@wac/contract';

/** HTTP status for each error code: the one place this mapping lives. */
export const statusByErrorCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  NEW_ADDRESS_LOCKED: 429,
  LIMIT_EXCEEDED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export type FieldErrors = Record<string, string[]>;

/** An expected failure with a code from the contract's union; the error handler renders it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors?: FieldErrors;
  readonly redirectUrl?: string;
  /** Sent as the `retry-after` header (seconds) with a 429 or 503. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    detail: string,
    options: {
      fieldErrors?: FieldErrors;
      redirectUrl?: string;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.redirectUrl = options.redirectUrl;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return statusByErrorCode[this.code];
  }
}
