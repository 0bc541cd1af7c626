import { z } from 'zod';
import { errorBodySchema } from './errors';
import { inputText } from './input-text';

/**
 * The bid pipeline (issue 29, ADR 0176). A stage's kind says what reaching it means: work still
 * going on (open) or a closing outcome. This is the one list of kinds (the migration's CHECK
 * repeats it for the database).
 */
export const PIPELINE_STAGE_KINDS = ['open', 'won', 'lost', 'no_bid', 'withdrawn'] as const;
export type PipelineStageKind = (typeof PIPELINE_STAGE_KINDS)[number];

/** The stages a workspace's pipeline starts with, in order. */
export const DEFAULT_PIPELINE_STAGES: readonly { name: string; kind: PipelineStageKind }[] = [
  { name: 'Identified', kind: 'open' },
  { name: 'Qualifying', kind: 'open' },
  { name: 'Bid decision', kind: 'open' },
  { name: 'Writing', kind: 'open' },
  { name: 'Submitted', kind: 'open' },
  { name: 'Won', kind: 'won' },
  { name: 'Lost', kind: 'lost' },
  { name: 'No bid', kind: 'no_bid' },
  { name: 'Withdrawn', kind: 'withdrawn' },
];

export const PIPELINE_STAGE_NAME_MAX_LENGTH = 60;
export const PIPELINE_MAX_STAGES = 30;
export const PIPELINE_PAGE_SIZE = 50;
export const PIPELINE_REASON_MAX_LENGTH = 2000;
/**
 * How the list may be ordered, each one way: latest change, soonest deadline, highest value,
 * buyer A to Z, stage in pipeline order, owner A to Z (the table's sort, ADR 0195).
 */
export const PIPELINE_ITEM_SORTS = [
  'updated',
  'deadline',
  'value',
  'buyer',
  'stage',
  'owner',
] as const;
export type PipelineItemSort = (typeof PIPELINE_ITEM_SORTS)[number];
export const PIPELINE_BUYER_FILTER_MAX_LENGTH = 200;
export const PIPELINE_DECISIONS = ['bid', 'no_bid'] as const;

const idText = (what: string) =>
  inputText({ error: `Use the ${what} number.` })
    .trim()
    .regex(/^[1-9]\d{0,15}$/, `Use the ${what} number.`)
    .transform(Number);
const idNumber = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

export const pipelineStageParamsSchema = z.object({
  id: idText('workspace'),
  stageId: idText('stage'),
});
export const pipelineItemParamsSchema = z.object({
  id: idText('workspace'),
  itemId: idText('pipeline item'),
});

const stageName = inputText({ error: 'Enter a name for the stage.' })
  .trim()
  .min(1, 'Enter a name for the stage.')
  .max(
    PIPELINE_STAGE_NAME_MAX_LENGTH,
    `Keep the stage name to ${PIPELINE_STAGE_NAME_MAX_LENGTH} characters.`,
  );
const kindError = { error: `Choose the stage kind: one of ${PIPELINE_STAGE_KINDS.join(', ')}.` };

export const addPipelineStageRequestSchema = z.object({
  name: stageName,
  kind: z.enum(PIPELINE_STAGE_KINDS, kindError),
});
export const renamePipelineStageRequestSchema = z.object({ name: stageName });
export const reorderPipelineStagesRequestSchema = z.object({
  stage_ids: z
    .array(idNumber('List every stage by its number, in the new order.'), {
      error: 'List every stage by its number, in the new order.',
    })
    .max(PIPELINE_MAX_STAGES, 'List every stage by its number, in the new order.'),
});

const SORT_ERROR = `Sort by ${PIPELINE_ITEM_SORTS.join(', ')}.`;

export const pipelineItemsQuerySchema = z.object({
  stage: idText('stage').optional(),
  owner: idText('owner').optional(),
  // Text first, so a control character gets the same answer as in every other field.
  sort: inputText({ error: SORT_ERROR })
    .pipe(z.enum(PIPELINE_ITEM_SORTS, { error: SORT_ERROR }))
    .optional(),
  buyer: inputText({ error: 'Write the buyer as text.' })
    .trim()
    .max(
      PIPELINE_BUYER_FILTER_MAX_LENGTH,
      `Keep the buyer to ${PIPELINE_BUYER_FILTER_MAX_LENGTH} characters.`,
    )
    .transform((text) => text || undefined)
    .optional(),
  deadline_to: inputText({ error: 'Enter the deadline as a date (YYYY-MM-DD).' })
    .trim()
    .pipe(z.iso.date({ error: 'Enter the deadline as a date (YYYY-MM-DD).' }))
    .optional(),
  value_from: inputText({ error: 'Enter the minimum value as a number of pounds.' })
    .trim()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'Enter the minimum value as a number of pounds.')
    .transform(Number)
    .optional(),
  page: inputText({ error: 'Use a page number.' })
    .trim()
    .regex(/^[1-9]\d{0,4}$/, 'Use a page number from 1.')
    .transform(Number)
    .optional(),
});

export const addPipelineItemRequestSchema = z.object({
  wac_id: inputText({ error: 'Choose the opportunity to add.' })
    .trim()
    .min(1, 'Choose the opportunity to add.')
    .max(100, 'This opportunity id is not valid.'),
  stage_id: idNumber('Choose the stage by its number.').optional(),
});

const reason = (what: string) =>
  inputText({ error: `Write the ${what} as text.` })
    .trim()
    .max(
      PIPELINE_REASON_MAX_LENGTH,
      `Keep the ${what} to ${PIPELINE_REASON_MAX_LENGTH} characters.`,
    )
    // A cleared box means no reason, stored as NULL like one never written.
    .transform((text) => text || null)
    .nullable();

// A version is a Postgres integer: a larger number is refused here, not by the database.
const versionSchema = idNumber('Send the version of the item you edited.').max(2147483647, {
  error: 'Send the version of the item you edited.',
});

export const updatePipelineItemRequestSchema = z.object({
  version: versionSchema,
  stage_id: idNumber('Choose the stage by its number.').optional(),
  owner_user_id: idNumber('Choose the owner from the workspace members.').nullable().optional(),
  our_value: z
    .number({ error: 'Enter our value as a number of pounds.' })
    .nonnegative({ error: 'Our value cannot be negative.' })
    .max(1e15, { error: 'Our value is too large.' })
    .nullable()
    .optional(),
  decision: z
    .enum(PIPELINE_DECISIONS, { error: 'Choose the decision: bid or no_bid.' })
    .nullable()
    .optional(),
  decision_reason: reason('decision reason').optional(),
  probability: z
    .number({ error: 'Enter the probability as a whole number from 0 to 100.' })
    .int({ error: 'Enter the probability as a whole number from 0 to 100.' })
    .min(0, { error: 'Enter the probability as a whole number from 0 to 100.' })
    .max(100, { error: 'Enter the probability as a whole number from 0 to 100.' })
    .nullable()
    .optional(),
  internal_deadline: z.iso
    .date({ error: 'Enter the internal deadline as a date (YYYY-MM-DD).' })
    .nullable()
    .optional(),
  outcome_reason: reason('outcome reason').optional(),
});
export const movePipelineItemRequestSchema = z.object({
  version: versionSchema,
  stage_id: idNumber('Choose the stage by its number.'),
});

export const pipelineStageSchema = z.object({
  id: z.number(),
  name: z.string(),
  position: z.number(),
  kind: z.enum(PIPELINE_STAGE_KINDS),
});
export const pipelineStagesResponseSchema = z.object({ results: z.array(pipelineStageSchema) });

export const pipelineItemSchema = z.object({
  id: z.number(),
  wac_id: z.string(),
  title: z.string(),
  buyer_name: z.string().nullable(),
  notice_deadline: z.string().nullable(),
  notice_value: z.number().nullable(),
  stage_id: z.number(),
  owner_user_id: z.number().nullable(),
  /** Our value, else the notice's value (`our_value_is_default` says which). */
  our_value: z.number().nullable(),
  our_value_is_default: z.boolean(),
  decision: z.enum(PIPELINE_DECISIONS).nullable(),
  decision_reason: z.string().nullable(),
  probability: z.number().nullable(),
  internal_deadline: z.string().nullable(),
  outcome_reason: z.string().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const pipelineItemsResponseSchema = z.object({
  results: z.array(pipelineItemSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
/** A 409 for a stale version carries the item as it now is, so the UI can show the difference. */
export const pipelineConflictSchema = errorBodySchema.extend({ current: pipelineItemSchema });
/** Adding an opportunity that is in the pipeline already: the 409 carries that item to link to. */
export const pipelineItemExistsSchema = pipelineConflictSchema;

export type PipelineStage = z.infer<typeof pipelineStageSchema>;
export type PipelineItem = z.infer<typeof pipelineItemSchema>;
export type PipelineItemsQuery = z.input<typeof pipelineItemsQuerySchema>;
export type UpdatePipelineItemRequest = z.infer<typeof updatePipelineItemRequestSchema>;
