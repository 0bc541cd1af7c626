import { z } from 'zod';

/** Counted actions a free account may take per day (account-area.md sections 6 and 9). */
export const FREE_DAILY_ACTION_LIMIT = 20;

/**
 * When the daily count starts again, in the words every page and message uses (the usage day
 * is the UK calendar day: ADR 0031).
 */
export const DAILY_LIMIT_RESETS = 'resets at midnight UK time';

/** The answer to a free account's first action over the limit (LIMIT_EXCEEDED, 429). */
export function describeDailyLimitReached(limit: number): string {
  return `You have reached your daily limit of ${limit} actions on the Free plan. It ${DAILY_LIMIT_RESETS}. Upgrade for unlimited access.`;
}

/** The calls that count towards the daily limit; docs/decisions/0031-daily-usage-limits.md. */
export const usageActionValues = [
  'search_page',
  'opportunity_view',
  'attachment_download',
  'leaderboard_filter',
  'csv_export',
] as const;
export const usageActionSchema = z.enum(usageActionValues);
export type UsageAction = z.infer<typeof usageActionSchema>;

/** GET /api/usage/: today's real figure for the Daily Usage card. */
export const dailyUsageResponseSchema = z.object({
  tier: z.string(),
  is_unlimited: z.boolean(),
  used: z.number(),
  /** Today's count by kind of action, e.g. `{ "opportunity_view": 4 }`. */
  by_action: z.record(z.string(), z.number()),
  /** Null when unlimited. */
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
  /** When the count starts again: the next midnight, UK time (ISO 8601). */
  resets_at: z.string(),
});
export type DailyUsageResponse = z.infer<typeof dailyUsageResponseSchema>;
