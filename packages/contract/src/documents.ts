import { z } from 'zod';
import { inputText } from './input-text';
import { highlightSegmentSchema } from './search';

/**
 * Tender documents of an opportunity and their pages (issue 32, ADRs 0237-0241): what the detail
 * page lists and the reader shows. Text travels as runs (`is_match` marks the searched words),
 * never as markup.
 */

export const documentsQuerySchema = z.object({
  /** The search box's words: each document's pages holding them are listed, the reader marks them. */
  q: inputText().max(500, { message: 'Search terms must be at most 500 characters.' }).optional(),
});

export const documentPageParamsSchema = z.object({
  id: inputText().trim().min(1).max(100),
  hash: z.string().regex(/^[0-9a-f]{64}$/, { message: 'That is not a document address.' }),
  page: z
    .string()
    .regex(/^\d{1,6}$/, { message: 'The page must be a whole number from 1.' })
    .transform(Number)
    .refine((page) => page >= 1, { message: 'The page must be a whole number from 1.' }),
});

export const DOCUMENT_STATES = ['waiting', 'read', 'no_text_scanned', 'failed'] as const;

/** One file: a link of the notice, or a file inside a linked zip (`container_name`). */
export const opportunityDocumentSchema = z.object({
  file_name: z.string(),
  container_name: z.string().nullable(),
  url: z.string(),
  /** null until fetched. */
  content_hash: z.string().nullable(),
  /** waiting (not fetched or read yet), read, no text (a scan), failed (`reason` says why). */
  state: z.enum(DOCUMENT_STATES),
  reason: z.string().nullable(),
  page_count: z.number().int().nullable(),
  /** With `q`: the pages holding the words, each with a passage. */
  matches: z.array(
    z.object({ page_no: z.number().int(), snippet: z.array(highlightSegmentSchema) }),
  ),
});
export type OpportunityDocument = z.infer<typeof opportunityDocumentSchema>;

export const opportunityDocumentsResponseSchema = z.object({
  documents: z.array(opportunityDocumentSchema),
});
export type OpportunityDocumentsResponse = z.infer<typeof opportunityDocumentsResponseSchema>;

export const documentPageResponseSchema = z.object({
  file_name: z.string(),
  container_name: z.string().nullable(),
  page_no: z.number().int(),
  page_count: z.number().int(),
  /** The whole page in runs; with `q`, its words marked. */
  segments: z.array(highlightSegmentSchema),
});
export type DocumentPageResponse = z.infer<typeof documentPageResponseSchema>;
