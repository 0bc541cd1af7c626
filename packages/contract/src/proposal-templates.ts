import { z } from 'zod';
import { errorBodySchema } from './errors';
import { inputText } from './input-text';
import {
  CPV_DIVISION_PATTERN,
  findUnknownMergeFields,
  MERGE_FIELD_NAMES,
  PROPOSAL_TEMPLATE_KINDS,
  TEMPLATE_SEARCH_MAX_LENGTH,
  TEMPLATE_SEARCH_MAX_WORDS,
} from './proposal-merge-fields';

export * from './proposal-merge-fields';

/**
 * A proposal template's text as the editor's ProseMirror JSON (issue 30, ADR 0247), narrowed to
 * the nodes WAC renders itself (paragraphs, headings, lists, bold and italic): never HTML. Unknown
 * attributes are dropped on parsing, so what is stored is only what is listed here.
 */
export type TemplateText = { type: 'text'; text: string; marks?: { type: 'bold' | 'italic' }[] };
export type TemplateInline = TemplateText | { type: 'hardBreak' };
export type TemplateParagraph = { type: 'paragraph'; content?: TemplateInline[] };
export type TemplateHeading = {
  type: 'heading';
  attrs: { level: 1 | 2 | 3 };
  content?: TemplateInline[];
};
export type TemplateListItem = { type: 'listItem'; content: TemplateBlock[] };
export type TemplateList = { type: 'bulletList' | 'orderedList'; content: TemplateListItem[] };
export type TemplateBlock = TemplateParagraph | TemplateHeading | TemplateList;
export type TemplateDocument = { type: 'doc'; content: TemplateBlock[] };

/** Limits that keep one section a section: the stored JSON and how deep lists nest. */
export const TEMPLATE_CONTENT_MAX_CHARACTERS = 200_000;
export const TEMPLATE_MAX_NESTING = 12;
export const TEMPLATE_TITLE_MAX_LENGTH = 120;
export const TEMPLATE_MAX_DIVISIONS = 20;

const inlineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: inputText().min(1).max(50_000),
    marks: z
      .array(z.object({ type: z.enum(['bold', 'italic'], 'Use only bold and italic.') }))
      .max(2)
      .optional(),
  }),
  z.object({ type: z.literal('hardBreak') }),
]);
const inlineContent = z.array(inlineSchema).max(5_000).optional();

const listItemSchema: z.ZodType<TemplateListItem> = z.lazy(() =>
  z.object({ type: z.literal('listItem'), content: z.array(blockSchema).min(1).max(200) }),
);
const blockSchema: z.ZodType<TemplateBlock> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('paragraph'), content: inlineContent }),
      z.object({
        type: z.literal('heading'),
        attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }),
        content: inlineContent,
      }),
      z.object({
        type: z.enum(['bulletList', 'orderedList']),
        content: z.array(listItemSchema).min(1).max(500),
      }),
    ],
    { error: 'Use paragraphs, headings and lists only.' },
  ),
);

/** How deep the JSON nests, walked without recursion so no input can overflow the stack. */
function nestingOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (depth > TEMPLATE_MAX_NESTING * 4) break;
    if (node && typeof node === 'object') {
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

const collectText = (block: unknown, into: string[]) => {
  const stack = [block];
  while (stack.length > 0) {
    const node = stack.pop() as { text?: unknown; content?: unknown };
    if (typeof node?.text === 'string') into.push(node.text);
    if (Array.isArray(node?.content)) stack.push(...node.content);
  }
  return into;
};

/** All the words of a template, merge fields as written (for checks and search). */
export const templatePlainText = (doc: TemplateDocument) => collectText(doc, []).join('\n');

/** The shape alone (responses); requests go through templateDocumentSchema's checks. */
export const documentSchema = z.object({
  type: z.literal('doc', 'Send the section text as the editor saves it.'),
  content: z.array(blockSchema).max(2_000),
});

export const templateDocumentSchema = z
  .unknown()
  .superRefine((value, context) => {
    // Checked before the schema walks it: depth and size, then the shape.
    // Depth first: JSON.stringify itself recurses.
    if (nestingOf(value) > TEMPLATE_MAX_NESTING * 4) {
      context.addIssue({ code: 'custom', message: 'Lists may nest only a few levels deep.' });
    } else if (JSON.stringify(value ?? null).length > TEMPLATE_CONTENT_MAX_CHARACTERS) {
      context.addIssue({ code: 'custom', message: 'This section is too long; split it in two.' });
    }
  })
  .pipe(documentSchema)
  .superRefine((doc, context) => {
    const unknown = findUnknownMergeFields(templatePlainText(doc));
    if (unknown.length > 0) {
      const names = unknown.map((name) => `{{${name}}}`).join(', ');
      const known = MERGE_FIELD_NAMES.map((name) => `{{${name}}}`).join(', ');
      context.addIssue({
        code: 'custom',
        message: `Unknown merge field ${names}: use one of ${known}.`,
      });
    }
  });

export const saveProposalTemplateRequestSchema = z.object({
  title: inputText({ error: 'Give the section a title.' })
    .trim()
    .min(1, 'Give the section a title.')
    .max(TEMPLATE_TITLE_MAX_LENGTH, `Keep the title to ${TEMPLATE_TITLE_MAX_LENGTH} characters.`),
  kind: z.enum(PROPOSAL_TEMPLATE_KINDS, 'Choose what kind of section this is.'),
  cpv_divisions: z
    .array(
      inputText().regex(CPV_DIVISION_PATTERN, 'Tag a CPV division by its two digits, e.g. 45.'),
      'Send the CPV divisions as a list.',
    )
    .max(TEMPLATE_MAX_DIVISIONS, `Tag at most ${TEMPLATE_MAX_DIVISIONS} CPV divisions.`)
    .default([])
    .transform((divisions) => [...new Set(divisions)].sort()),
  content: templateDocumentSchema,
});
export type SaveProposalTemplateRequest = z.infer<typeof saveProposalTemplateRequestSchema>;

// A version is a Postgres integer: a larger number is refused here, not by the database.
const VERSION_MESSAGE = 'Send the version of the template you edited.';

/**
 * Saving an existing template names the version it was edited from (ADR 0280, as pipeline items
 * do, ADR 0176): a save over an older version is a 409 carrying the template as it now is.
 */
export const updateProposalTemplateRequestSchema = saveProposalTemplateRequestSchema.extend({
  version: z
    .number(VERSION_MESSAGE)
    .int(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(2147483647, VERSION_MESSAGE),
});
export type UpdateProposalTemplateRequest = z.infer<typeof updateProposalTemplateRequestSchema>;

/**
 * The library's search box (ADR 0280): every word must appear in the title, a CPV division tag or
 * the text of the template's current version, ignoring case. Empty means every template.
 */
export const proposalTemplateListQuerySchema = z.object({
  q: inputText({ error: 'Type the words to search for.' })
    .trim()
    .max(TEMPLATE_SEARCH_MAX_LENGTH, `Keep the search to ${TEMPLATE_SEARCH_MAX_LENGTH} characters.`)
    .transform((text) => text.split(/\s+/).filter(Boolean).slice(0, TEMPLATE_SEARCH_MAX_WORDS))
    .optional(),
});
export type ProposalTemplateListQuery = z.infer<typeof proposalTemplateListQuerySchema>;

const idText = (what: string) =>
  inputText()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, `Use the ${what} number.`)
    .transform(Number);

export const proposalTemplateParamsSchema = z.object({
  id: idText('workspace'),
  templateId: idText('template'),
});
export const proposalTemplateVersionParamsSchema = proposalTemplateParamsSchema.extend({
  version: idText('version'),
});

const templateSummaryShape = {
  id: z.number(),
  title: z.string(),
  kind: z.enum(PROPOSAL_TEMPLATE_KINDS),
  cpv_divisions: z.array(z.string()),
  version: z.number(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
};
export const proposalTemplateSummarySchema = z.object(templateSummaryShape);
export const proposalTemplateSchema = z.object({
  ...templateSummaryShape,
  content: documentSchema,
});
export const proposalTemplateListSchema = z.object({
  results: z.array(proposalTemplateSummarySchema),
});
export const proposalTemplateVersionsSchema = z.object({
  results: z.array(
    z.object({
      version: z.number(),
      title: z.string(),
      created_at: z.string(),
      created_by: z.string().nullable(),
    }),
  ),
});
/** A stale save: the 409 carries the template as it now is, so the UI can show the difference. */
export const proposalTemplateConflictSchema = errorBodySchema.extend({
  current: proposalTemplateSchema,
});
export type ProposalTemplateSummary = z.infer<typeof proposalTemplateSummarySchema>;
export type ProposalTemplate = z.infer<typeof proposalTemplateSchema>;
export type ProposalTemplateVersions = z.infer<typeof proposalTemplateVersionsSchema>;

/** Which sections fit an opportunity, for the "Start a response" choice. */
export const responseSectionsQuerySchema = z.object({
  wac_id: inputText({ error: 'Choose the opportunity to respond to.' })
    .trim()
    .min(1, 'Choose the opportunity to respond to.')
    .max(100, 'This opportunity id is not valid.'),
});
export const responseSectionsSchema = z.object({
  results: z.array(proposalTemplateSummarySchema.extend({ fits: z.boolean() })),
});
export type ResponseSections = z.infer<typeof responseSectionsSchema>;

/** The response document: the opportunity, and the chosen sections (omitted: all that fit). */
export const startResponseQuerySchema = responseSectionsQuerySchema.extend({
  templates: inputText()
    .trim()
    .regex(/^(\d{1,15}(,\d{1,15})*)?$/, 'List the sections by number, separated by commas.')
    .max(2_000, 'Choose fewer sections.')
    .transform((list) => (list ? [...new Set(list.split(',').map(Number))] : []))
    .optional(),
});
export type StartResponseQuery = z.infer<typeof startResponseQuerySchema>;
