import { summariseFieldErrors } from '@wac/contract';
import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error';

/** Turns zod issues into per-field message lists (`non_field_errors` for the root). */
export function toFieldErrors(issues: z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'non_field_errors';
    fieldErrors[field] ??= [];
    fieldErrors[field].push(issue.message);
  }
  return fieldErrors;
}

/**
 * Parses request input with a contract schema; a failure is a 400 naming every bad field: by
 * its key in the field lists (where forms put each message) and in words in `detail` (what a
 * page shows whole: "Min value must not be more than Max value.", never "value_from: ...").
 */
export function parseInput<TSchema extends z.ZodType>(
  schema: TSchema,
  input: unknown,
): z.infer<TSchema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = toFieldErrors(parsed.error.issues);
  throw new AppError('VALIDATION_ERROR', summariseFieldErrors(fieldErrors), { fieldErrors });
}
