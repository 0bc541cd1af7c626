import { z } from 'zod';
import { inputText } from './input-text';
import { pipelineItemSchema } from './pipeline';
import type { WIN_FACTOR_IDS } from './win-probability';

/**
 * The bid/no-bid scorecard (issue 30, ADR 0221): fixed criteria the workspace weighs, each
 * scored 0 to 5 on a pipeline item beside the estimator's evidence, and a recommendation.
 */
export const BID_CRITERIA = [
  'capability_fit',
  'capacity',
  'buyer_relationship',
  'competition',
  'margin',
  'time_to_deadline',
  'social_value',
] as const;
export type BidCriterion = (typeof BID_CRITERIA)[number];

export const BID_CRITERION_LABELS: Record<BidCriterion, string> = {
  capability_fit: 'Capability fit',
  capacity: 'Capacity to deliver',
  buyer_relationship: 'Buyer relationship',
  competition: 'Competition and incumbent',
  margin: 'Margin',
  time_to_deadline: 'Time to deadline',
  social_value: 'Social value',
};

/** The estimator's findings shown beside each criterion (factor ids of win-probability.ts). */
export const BID_CRITERION_EVIDENCE: Record<
  BidCriterion,
  readonly (typeof WIN_FACTOR_IDS)[number][]
> = {
  capability_fit: ['own_record_division'],
  capacity: ['contract_size'],
  buyer_relationship: ['own_record_buyer'],
  competition: ['incumbent', 'competitors'],
  margin: ['field_size'],
  time_to_deadline: ['time_left'],
  social_value: ['sme_share'],
};

export const BID_WEIGHT_MAX = 10;
export const BID_SCORE_MAX = 5;
export const DEFAULT_BID_WEIGHTS: Record<BidCriterion, number> = {
  capability_fit: 5,
  capacity: 4,
  buyer_relationship: 3,
  competition: 4,
  margin: 3,
  time_to_deadline: 2,
  social_value: 2,
};
/** Weighted score (percent of the most it could be) from which each recommendation is given. */
export const BID_RECOMMENDATION_THRESHOLDS = { bid: 65, review: 45 } as const;
export const BID_NOTE_MAX_LENGTH = 500;

const weightMessage = `Give each weight as a whole number from 0 to ${BID_WEIGHT_MAX}.`;
const weight = z
  .number({ error: weightMessage })
  .int({ error: weightMessage })
  .min(0, { error: weightMessage })
  .max(BID_WEIGHT_MAX, { error: weightMessage });
export const saveBidWeightsRequestSchema = z.object({
  weights: z.object(
    Object.fromEntries(BID_CRITERIA.map((criterion) => [criterion, weight])) as Record<
      BidCriterion,
      typeof weight
    >,
    { error: `Send a weight for each criterion: ${BID_CRITERIA.join(', ')}.` },
  ),
});

const scoreMessage = `Score each criterion as a whole number from 0 to ${BID_SCORE_MAX}, or leave it blank.`;
const criterionScore = z.object({
  score: z
    .number({ error: scoreMessage })
    .int({ error: scoreMessage })
    .min(0, { error: scoreMessage })
    .max(BID_SCORE_MAX, { error: scoreMessage })
    .nullable(),
  note: inputText({ error: 'Write the note as text.' })
    .trim()
    .max(BID_NOTE_MAX_LENGTH, `Keep each note to ${BID_NOTE_MAX_LENGTH} characters.`)
    .transform((text) => text || null)
    .nullable()
    .default(null),
});
export const saveScorecardRequestSchema = z.object({
  scores: z.partialRecord(
    z.enum(BID_CRITERIA, { error: 'Score only the listed criteria.' }),
    criterionScore,
    {
      error: 'Send the scores by criterion.',
    },
  ),
});

export const bidCriterionSchema = z.object({
  id: z.enum(BID_CRITERIA),
  label: z.string(),
  weight: z.number(),
  score: z.number().nullable(),
  note: z.string().nullable(),
});
export const bidWeightsResponseSchema = z.object({
  criteria: z.array(bidCriterionSchema.pick({ id: true, label: true, weight: true })),
});
export const scorecardResponseSchema = z.object({
  item: pipelineItemSchema,
  criteria: z.array(bidCriterionSchema),
  /** Weighted score as a percent of the most the scored criteria could give; null: none scored. */
  weighted_percent: z.number().nullable(),
  recommendation: z.enum(['bid', 'review', 'no_bid']).nullable(),
  /** The recommendation in words, with what it rests on. */
  recommendation_text: z.string(),
});
/** An opportunity's scorecard in a workspace: null while it is not in that workspace's pipeline. */
export const opportunityScorecardResponseSchema = scorecardResponseSchema.nullable();
export type BidCriterionScore = z.infer<typeof bidCriterionSchema>;
export type ScorecardResponse = z.infer<typeof scorecardResponseSchema>;
export type SaveScorecardRequest = z.infer<typeof saveScorecardRequestSchema>;
export type BidWeightsResponse = z.infer<typeof bidWeightsResponseSchema>;
