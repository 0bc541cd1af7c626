import { z } from 'zod';
import { inputText } from './input-text';
import { organisationRefSchema } from './organisations';

/**
 * The win-probability estimator (issue 30, ADR 0220): an estimate for one opportunity and one
 * workspace's company, with every factor in words and the awards it counted.
 */

/** Below this many similar awards (this buyer, this CPV division) no estimate is given. */
export const WIN_PROBABILITY_MIN_SIMILAR_AWARDS = 5;
/** Awards counted that the answer lists (the rest are counted but not listed). */
export const WIN_PROBABILITY_LISTED_AWARDS = 50;
/** Likely competitors named. */
export const WIN_PROBABILITY_COMPETITORS = 5;

export const winProbabilityQuerySchema = z.object({
  wac_id: inputText({ error: 'Choose the opportunity to estimate.' })
    .trim()
    .min(1, 'Choose the opportunity to estimate.')
    .max(100, 'This opportunity id is not valid.'),
});

/** What a factor does to the estimate; `context` factors are shown beside it, not counted in it. */
export const WIN_FACTOR_EFFECTS = ['raises', 'lowers', 'neutral', 'context'] as const;
export const WIN_FACTOR_IDS = [
  'field_size',
  'incumbent',
  'own_record_buyer',
  'own_record_division',
  'sme_share',
  'contract_size',
  'time_left',
  'competitors',
] as const;
export type WinFactorId = (typeof WIN_FACTOR_IDS)[number];

export const winFactorSchema = z.object({
  id: z.enum(WIN_FACTOR_IDS),
  label: z.string(),
  /** The finding in words, with its figures and what they rest on. */
  finding: z.string(),
  effect: z.enum(WIN_FACTOR_EFFECTS),
  /** Whether the number uses it (false: shown for judgement only, ADR 0220). */
  in_estimate: z.boolean(),
  /** Organisations the finding names (buyer and supplier pages). */
  organisations: z.array(organisationRefSchema.extend({ role: z.enum(['buyer', 'supplier']) })),
});
export type WinFactor = z.infer<typeof winFactorSchema>;

export const countedAwardSchema = z.object({
  wac_id: z.string(),
  title: z.string(),
  award_date: z.string().nullable(),
  value_amount: z.number().nullable(),
  bid_count: z.number().nullable(),
  suppliers: z.array(organisationRefSchema),
});
export type CountedAward = z.infer<typeof countedAwardSchema>;

export const likelyCompetitorSchema = organisationRefSchema.extend({
  wins_with_buyer: z.number(),
  wins_in_region: z.number(),
  is_incumbent: z.boolean(),
});
export type LikelyCompetitor = z.infer<typeof likelyCompetitorSchema>;

export const winProbabilityResponseSchema = z.object({
  wac_id: z.string(),
  workspace_id: z.number(),
  /** The company the estimate is for, as the workspace's profile names it. */
  company_name: z.string().nullable(),
  /** Supplier organisations matched to the company (by Companies House number or name). */
  company_suppliers: z.array(organisationRefSchema),
  buyer: organisationRefSchema.nullable(),
  cpv_division: z.object({ code: z.string(), label: z.string().nullable() }).nullable(),
  similar_awards: z.number(),
  min_similar_awards: z.number(),
  /** 0..1; null when there is not enough data (fewer than min_similar_awards). */
  probability: z.number().nullable(),
  /** The estimate in words: never a bare number. */
  summary: z.string(),
  factors: z.array(winFactorSchema),
  competitors: z.array(likelyCompetitorSchema),
  /** The most recent awards counted (up to WIN_PROBABILITY_LISTED_AWARDS). */
  counted_awards: z.array(countedAwardSchema),
});
export type WinProbabilityResponse = z.infer<typeof winProbabilityResponseSchema>;
