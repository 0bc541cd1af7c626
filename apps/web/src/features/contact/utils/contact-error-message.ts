import { ApiError } from '@/lib/api-error';

export const CONTACT_ERROR_FALLBACK = 'An error occurred.';
/** Shown under the form when each problem is already shown under its own field. */
export const CONTACT_FIX_FIELDS = 'Please correct the fields marked above.';

const FORM_FIELDS = ['name', 'email', 'message'] as const;

/**
 * The text under the form (public-area.md section 8): the server's error text, else "An error
 * occurred."; a network failure shows that exception's own message. Field problems are shown
 * under their fields, and only pointed at here.
 */
export function getContactErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    // The server's summary ("Full Name: ... Email: ...") would repeat them.
    if (FORM_FIELDS.some((field) => error.firstFieldError(field))) return CONTACT_FIX_FIELDS;
    const body = error.body as { error?: unknown } | undefined;
    if (typeof body?.error === 'string' && body.error) return body.error;
    return error.detail ?? CONTACT_ERROR_FALLBACK;
  }
  if (error instanceof Error && error.message) return error.message;
  return CONTACT_ERROR_FALLBACK;
}

/** The first server message for a field, shown under that field. */
export function getContactFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.firstFieldError(field) : undefined;
}
