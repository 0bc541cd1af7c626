import { z } from 'zod';

export const LEADERBOARD_BOARDS = ['buyers', 'suppliers'] as const;
export const leaderboardBoardSchema = z.enum(LEADERBOARD_BOARDS);
export type LeaderboardBoard = z.infer<typeof leaderboardBoardSchema>;

export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 100;

// The client sends `?year=&month=&limit=` with empty values for "all"; those mean "not given".
const emptyToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.toLowerCase() === 'all')
    ? undefined
    : value;

const whole = (min: number, max: number, label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be between ${min} and ${max}.`)
      .max(max, `${label} must be between ${min} and ${max}.`)
      .optional(),
  );

/**
 * `GET /api/leaderboards/{buyers|suppliers}/?year=&month=&limit=`. Year and month filter on the
 * award date (UK time); a month needs a year. Anonymous callers may not send either.
 */
export const leaderboardQuerySchema = z
  .object({
    year: whole(1990, 2100, 'Year'),
    month: whole(1, 12, 'Month'),
    limit: whole(1, LEADERBOARD_MAX_LIMIT, 'Limit').transform(
      (value) => value ?? LEADERBOARD_DEFAULT_LIMIT,
    ),
  })
  .superRefine((query, context) => {
    if (query.month !== undefined && query.year === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['month'],
        message: 'Choose a year to filter by month.',
      });
    }
  });
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardParamsSchema = z.object({ board: leaderboardBoardSchema });

/** The organisation's profile id (`/buyer/{id}`, `/supplier/{id}`); null until linked (ADR 0085). */
const organisationIdSchema = z.number().int().nullable();

export const buyerLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  organisation_id: organisationIdSchema,
  buyer_name: z.string(),
  buyer_id_from_source: z.string().nullable(),
  /** Sum of GBP award values, rounded to pence. */
  total_awarded_value: z.number(),
  award_count: z.number().int(),
});
export type BuyerLeaderboardRow = z.infer<typeof buyerLeaderboardRowSchema>;

export const supplierLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  organisation_id: organisationIdSchema,
  supplier_name: z.string(),
  supplier_ocds_scheme: z.string().nullable(),
  supplier_ocds_identifier: z.string().nullable(),
  total_awarded_value: z.number(),
  award_count: z.number().int(),
});
export type SupplierLeaderboardRow = z.infer<typeof supplierLeaderboardRowSchema>;

export const buyerLeaderboardResponseSchema = z.array(buyerLeaderboardRowSchema);
export const supplierLeaderboardResponseSchema = z.array(supplierLeaderboardRowSchema);
