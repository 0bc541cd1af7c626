import { z } from 'zod';

/**
 * Control characters no person types and no field needs: the C0 controls except tab, line feed
 * and carriage return (free text keeps its layout), DEL, and the C1 controls. NUL above all:
 * PostgreSQL refuses it in text, so it must never get past validation.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Remove the control characters (such as NUL) from this field.';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** True when no string in `value` (a string, or the strings of an array) has a control character. */
function isCleanValue(value: unknown): boolean {
  if (typeof value === 'string') return !hasControlCharacters(value);
  return Array.isArray(value) ? value.every(isCleanValue) : true;
}

/**
 * The one rule for text a client sends (JSON bodies, query strings, path segments): a control
 * character is a 400 naming the field before any other rule, query or store sees the text.
 * Checks chained after it (trim, min, email...) do not run on rejected text, so the field's
 * only message says what is wrong. Wrap a union of text and other types with it (the text
 * options plain `z.string()`): a union reports a failed option only as "Invalid input".
 */
export function rejectControlCharacters<TSchema extends z.ZodType>(schema: TSchema): TSchema {
  return schema.refine(isCleanValue, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}

/** Every request schema starts its strings here (see rejectControlCharacters). */
export function inputText(params?: Parameters<typeof z.string>[0]) {
  return rejectControlCharacters(z.string(params));
}

/** A query parameter as Fastify hands it over: one string, or several (`?a=1&a=2`). */
export function inputTextOrList() {
  return rejectControlCharacters(z.union([z.string(), z.array(z.string())]));
}
