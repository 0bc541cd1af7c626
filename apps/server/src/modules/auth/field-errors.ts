import { AppError, type FieldErrors } from '../../http/app-error';

// The spec's client reads email, then password, then non_field_errors; detail is the fallback.
const DETAIL_PRECEDENCE = ['email', 'password', 'non_field_errors'];

/** A 400 carrying every field error, with the most relevant message as `detail`. */
export function validationError(fieldErrors: FieldErrors): AppError {
  const field =
    DETAIL_PRECEDENCE.find((name) => fieldErrors[name]?.length) ?? Object.keys(fieldErrors)[0];
  const detail = (field && fieldErrors[field]?.[0]) || 'Invalid input.';
  return new AppError('VALIDATION_ERROR', detail, { fieldErrors });
}

export function hasFieldErrors(fieldErrors: FieldErrors): boolean {
  return Object.values(fieldErrors).some((messages) => messages.length > 0);
}
