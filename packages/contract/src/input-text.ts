import { z } from 'zod';

/**
 * Control characters no person types and no field needs: the C0 controls except tab, line feed
 * and carriage return (free text keeps its layout), DEL, and the C1 controls. NUL above all:
 * PostgreSQL refuses it in text, so it must never get past validation.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Half of a character that needs two UTF-16 code units (an emoji, a rare CJK character): a high
 * surrogate not followed by a low one, or a low one not preceded by a high one. JSON's `\ud800`
 * escape is the one way a client can send it; such text is not Unicode, so it has no UTF-8 form:
 * PostgreSQL would store U+FFFD instead and `encodeURIComponent` (the Stripe SDK) throws.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Remove the control characters (such as NUL) from this field.';

export const BROKEN_CHARACTER_MESSAGE =
  'Remove the broken character from this field (half of an emoji or symbol, sent without its other half).';

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** True when `text` is ill-formed UTF-16 (holds a lone surrogate), so it is not Unicode text. */
export function hasBrokenCharacters(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** True when `isBad` holds for no string in `value` (a string, or the strings of an array). */
function everyString(value: unknown, isBad: (text: string) => boolean): boolean {
  if (typeof value === 'string') return !isBad(value);
  return Array.isArray(value) ? value.every((item) => everyString(item, isBad)) : true;
}

/**
 * The one rule for text a client sends (JSON bodies, query strings, path segments): a broken
 * character (a lone surrogate, ADR 0170) or a control character (ADR 0051) is a 400 naming the
 * field before any other rule, query, store or outside service sees the text. Checks chained
 * after it (trim, min, email...) do not run on rejected text, so the field's only message says
 * what is wrong. Wrap a union of text and other types with it (the text options plain
 * `z.string()`): a union reports a failed option only as "Invalid input".
 */
export function rejectControlCharacters<TSchema extends z.ZodType>(schema: TSchema): TSchema {
  return schema
    .refine((value) => everyString(value, hasBrokenCharacters), {
      message: BROKEN_CHARACTER_MESSAGE,
      abort: true,
    })
    .refine((value) => everyString(value, hasControlCharacters), {
      message: CONTROL_CHARACTER_MESSAGE,
      abort: true,
    });
}

/** Every request schema starts its strings here (see rejectControlCharacters). */
export function inputText(params?: Parameters<typeof z.string>[0]) {
  return rejectControlCharacters(z.string(params));
}

/** A query parameter as Fastify hands it over: one string, or several (`?a=1&a=2`). */
export function inputTextOrList() {
  return rejectControlCharacters(z.union([z.string(), z.array(z.string())]));
}
