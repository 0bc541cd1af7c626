import { z } from 'zod';

/** Every error code the API answers with; the server maps each to one HTTP status. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  /** Too many failed logins from elsewhere: only known addresses may try (ADR 0171). */
  'NEW_ADDRESS_LOCKED',
  'LIMIT_EXCEEDED',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The one error envelope. `detail` is the human message the web client shows; field errors are
 * lists keyed by field name both under `errors` and, as the spec's client reads them, at the top
 * level (`email`, `password`, `non_field_errors`, `profile_name`, ...).
 */
export const errorBodySchema = z
  .object({
    detail: z.string(),
    code: errorCodeSchema,
    errors: z.record(z.string(), z.array(z.string())).optional(),
    redirect_url: z.string().optional(),
  })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof errorBodySchema>;
