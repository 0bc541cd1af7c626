import { z } from 'zod';
import { inputTextOrList } from './input-text';

/**
 * GET /api/cpv/ (issue 17): CPV codes with their CPV 2008 labels, for the CPV filter's
 * autocomplete and its chips.
 * - `q`: digits are a code prefix ("909" lists 90900000, 90910000 ...), words match the labels
 *   (stemmed, the last word as a prefix while it is being typed: "clean" finds "Cleaning
 *   services"). Codes found by prefix come first, then codes found by words, at most
 *   CPV_SUGGESTION_LIMIT in all.
 * - `codes`: a comma list of 8-digit codes (check digits allowed) to label, as given; the chips
 *   of a pasted search URL ask for these.
 * Neither (or blank) answers no results.
 */
export const CPV_SUGGESTION_LIMIT = 20;
export const CPV_QUERY_MAX_LENGTH = 100;

// The shared rule for client text first: a control character is a 400 naming the parameter.
const lastText = inputTextOrList()
  .optional()
  .transform((value) => (Array.isArray(value) ? value.at(-1) : value)?.trim() ?? '');

export const cpvQuerySchema = z.object({
  q: lastText.pipe(
    z.string().max(CPV_QUERY_MAX_LENGTH, {
      message: `Type at most ${CPV_QUERY_MAX_LENGTH} characters.`,
    }),
  ),
  codes: lastText.transform((value, context) => {
    const codes: string[] = [];
    for (const item of value.split(',')) {
      const trimmed = item.trim();
      if (!trimmed) continue;
      const match = /^(\d{8})(?:-\d)?$/.exec(trimmed);
      if (!match) {
        context.addIssue({
          code: 'custom',
          message: `"${trimmed.slice(0, 40)}" is not a CPV code (8 digits, for example 90910000).`,
        });
        return z.NEVER;
      }
      if (!codes.includes(match[1]!)) codes.push(match[1]!);
    }
    if (codes.length > 50) {
      context.addIssue({ code: 'custom', message: 'Ask for at most 50 codes.' });
      return z.NEVER;
    }
    return codes;
  }),
});
export type CpvQuery = z.output<typeof cpvQuerySchema>;

export const cpvEntrySchema = z.object({ code: z.string(), label: z.string() });
export type CpvEntry = z.infer<typeof cpvEntrySchema>;

export const cpvResponseSchema = z.object({ results: z.array(cpvEntrySchema) });
export type CpvResponse = z.infer<typeof cpvResponseSchema>;
