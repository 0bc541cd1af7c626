import { z } from 'zod';
import { rejectControlCharacters } from './input-text';
import {
  analyticsAccessSchema,
  organisationParamsSchema,
  organisationRefSchema,
} from './organisations';
import { rejectInvertedRanges, SEARCH_VALUE_RANGE_RULE, searchQueryFieldsSchema } from './search';

/**
 * The re-tender radar (issue 19, ADR 0088): `GET /api/radar/?months=3|6|12|24`, awarded
 * contracts whose contract period ends within the window, soonest first. The filters read as
 * search's (keyword, CPV codes, region, buyer name), plus a buyer organisation and the award's
 * own value.
 */
export const RADAR_MONTHS = [3, 6, 12, 24] as const;
export type RadarMonths = (typeof RADAR_MONTHS)[number];
export const DEFAULT_RADAR_MONTHS: RadarMonths = 12;
export const RADAR_PAGE_SIZE = 20;
/**
 * Pages up to here are opened by number (read by offset); deeper ones only from a neighbour's
 * marker (`after` / `before`, read from that row on), so every page costs the same (ADR 0163).
 */
export const RADAR_MAX_PAGE = 50;
/** The deepest page number with a marker: past the 24-month window of a million notices. */
export const RADAR_MAX_MARKED_PAGE = 20_000;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const emptyToUndefined = (value: unknown) => {
  const first = firstValue(value);
  return first === '' || first === null ? undefined : first;
};

const searchFilters = searchQueryFieldsSchema.pick({
  q: true,
  cpv_codes: true,
  include_sub_cpv: true,
  region: true,
  buyer_name: true,
  value_from: true,
  value_to: true,
});

const PAGE_MARKER_MESSAGE = 'The page marker must be a contract number from the radar.';

// Text is checked for control characters first, as every field's is (ADR 0051).
const pageMarker = z.preprocess(
  emptyToUndefined,
  rejectControlCharacters(z.union([z.string(), z.number()]))
    .pipe(
      z.coerce
        .number<string | number>({ error: PAGE_MARKER_MESSAGE })
        .int(PAGE_MARKER_MESSAGE)
        .min(1, PAGE_MARKER_MESSAGE)
        .max(Number.MAX_SAFE_INTEGER, PAGE_MARKER_MESSAGE),
    )
    .optional(),
);

export const radarQuerySchema = searchFilters
  .extend({
    months: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'Choose 3, 6, 12 or 24 months.' })
        .refine((months): months is RadarMonths => RADAR_MONTHS.includes(months as RadarMonths), {
          message: 'Choose 3, 6, 12 or 24 months.',
        })
        .optional()
        .transform((months) => (months ?? DEFAULT_RADAR_MONTHS) as RadarMonths),
    ),
    /** A buyer organisation (its profile's id). */
    buyer: z.preprocess(emptyToUndefined, organisationParamsSchema.shape.id.optional()),
    page: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'The page must be a whole number from 1.' })
        .int('The page must be a whole number from 1.')
        .min(1, 'The page must be a whole number from 1.')
        .max(RADAR_MAX_MARKED_PAGE, `The page must be at most ${RADAR_MAX_MARKED_PAGE}.`)
        .optional()
        .transform((page) => page ?? 1),
    ),
    /** The page starts after this contract (the previous page's `next_after`). */
    after: pageMarker,
    /** The page ends before this contract (the next page's `previous_before`). */
    before: pageMarker,
  })
  .superRefine((query, context) => {
    if (query.after !== undefined && query.before !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['before'],
        message: 'Give the page marker after or before, not both.',
      });
    }
    const isMarked = query.after !== undefined || query.before !== undefined;
    if (query.page > RADAR_MAX_PAGE && !isMarked) {
      context.addIssue({
        code: 'custom',
        path: ['page'],
        message: `Pages after ${RADAR_MAX_PAGE} open from the page before them: use Next from page ${RADAR_MAX_PAGE}.`,
      });
    }
  })
  .superRefine(rejectInvertedRanges([SEARCH_VALUE_RANGE_RULE]));
export type RadarQuery = z.output<typeof radarQuerySchema>;
export type RadarQueryInput = z.input<typeof radarQuerySchema>;

/** How the expected re-tender date was estimated (ADR 0088), with the sentence that says so. */
export const retenderEstimateSchema = z.object({
  /** When the next tender is expected to be published; null without a basis to judge. */
  expected_date: z.string().nullable(),
  /** Days before the contract's end the buyer is expected to publish. */
  lead_days: z.number().int().nullable(),
  basis: z.enum(['buyer', 'all_buyers', 'none']),
  explanation: z.string(),
});
export type RetenderEstimate = z.infer<typeof retenderEstimateSchema>;

/** One move of a contract's end or maximum extent date by a later notice (ADR 0232). */
export const contractDateChangeSchema = z.object({
  field: z.enum(['end_date', 'max_extent_date']),
  from: z.string(),
  to: z.string(),
  notice_id: z.string(),
  notice_type: z.string().nullable(),
  /** The notice type by name (`UK10 Contract change notice`); null when unknown. */
  notice_type_label: z.string().nullable(),
  /** When the notice was published. */
  notice_date: z.string().nullable(),
});
export type ContractDateChange = z.infer<typeof contractDateChangeSchema>;

/**
 * How the contract ended, as a notice said: terminated before its end (UK11, re-procurement
 * likely), ended (UK11 at or after its end) or its procurement cancelled (UK12).
 */
export const contractStateSchema = z.enum(['terminated_early', 'ended', 'cancelled']);
export type ContractState = z.infer<typeof contractStateSchema>;

export const radarRowSchema = z.object({
  wac_id: z.string(),
  title: z.string(),
  award_title: z.string().nullable(),
  buyer: organisationRefSchema.nullable(),
  suppliers: z.array(organisationRefSchema),
  value_amount: z.number().nullable(),
  value_currency: z.string().nullable(),
  contract_start_date: z.string().nullable(),
  /**
   * The radar's date (ADR 0232): the maximum extent the latest notice states, else its end, or
   * the day the contract ended early.
   */
  contract_end_date: z.string(),
  /** The term's end as the latest notice states it (before options); null when not stated. */
  term_end_date: z.string().nullable(),
  /** How far options may extend the contract (UK7, UK10); null when not stated. */
  max_extent_date: z.string().nullable(),
  contract_state: contractStateSchema.nullable(),
  contract_state_date: z.string().nullable(),
  /** Each move of the end or maximum extent date, oldest first. */
  date_history: z.array(contractDateChangeSchema),
  cpv_codes: z.array(z.object({ code: z.string(), label: z.string().nullable() })),
  /** Null unless the caller's plan includes the estimates (ADR 0088). */
  retender: retenderEstimateSchema.nullable(),
});
export type RadarRow = z.infer<typeof radarRowSchema>;

export const radarResponseSchema = z.object({
  months: z.number().int(),
  /** Paid tiers see the expected re-tender dates and every page; others the first page. */
  access: analyticsAccessSchema,
  /** The window: from now to `window_end`. */
  window_end: z.string(),
  page: z.number().int(),
  /** Matching contracts, counted up to `total_is_capped`'s limit. */
  total: z.number().int(),
  total_is_capped: z.boolean(),
  /** Whether a next page has rows (known from the same walk as the count, past the cap too). */
  has_more: z.boolean(),
  /** The next page's `after` marker (its last contract); null when there is no next page. */
  next_after: z.number().int().nullable(),
  /** The previous page's `before` marker (its first contract); null on the first page. */
  previous_before: z.number().int().nullable(),
  results: z.array(radarRowSchema),
  /**
   * Awarded contracts matching the same filters whose source gives no contract end date: they
   * cannot be placed on the radar, and are counted rather than guessed (up to the same cap).
   */
  without_end_date: z.number().int(),
  without_end_date_is_capped: z.boolean(),
});
export type RadarResponse = z.infer<typeof radarResponseSchema>;

/**
 * Counting stops here: "more than 100" is all a reader needs, and each counted row is a row the
 * walk along the end-date index reads (ADR 0114: it was 1,000, ADR 0088). Paid plans page on
 * past it to the last contract (ADR 0163).
 */
export const RADAR_COUNT_CAP = 100;
