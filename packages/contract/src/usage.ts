import { z } from 'zod';

/** Counted actions a free account may take per day (account-area.md sections 6 and 9). */
export const FREE_DAILY_ACTION_LIMIT = 20;

/**
 * When the daily count starts again, in the words every page and message uses (the usage day
 * is the UK calendar day: ADR 0031).
 */
export const DAILY_LIMIT_RESETS = 'resets at midnight UK time';

/**
 * The calls that count towards a free account's daily limit (ADR 0143): only what an account
 * can do and an anonymous visitor cannot, so signing up never loses anything. Searching, every
 * result page, opening opportunities and the all-time leaderboards are never counted.
 */
export const usageActionValues = [
  'attachment_download',
  'leaderboard_filter',
  'csv_export',
] as const;
export const usageActionSchema = z.enum(usageActionValues);
export type UsageAction = z.infer<typeof usageActionSchema>;

/** Each counted action in the words of the plan card, the limit message and the usage card. */
export const USAGE_ACTION_LABELS: Readonly<Record<UsageAction, string>> = {
  attachment_download: 'attachment downloads',
  leaderboard_filter: 'leaderboard year and month filters',
  csv_export: 'CSV exports',
};

/** "attachment downloads, leaderboard year and month filters and CSV exports". */
export function describeCountedActions(): string {
  const labels = usageActionValues.map((action) => USAGE_ACTION_LABELS[action]);
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The answer to a free account's first action over the limit (LIMIT_EXCEEDED, 429). */
export function describeDailyLimitReached(limit: number): string {
  return `You have reached your daily limit of ${limit} actions on the Free plan. It ${DAILY_LIMIT_RESETS}. Searching and reading opportunities stay unlimited; upgrade for unlimited ${describeCountedActions()}.`;
}

/** GET /api/usage/: today's real figure for the Daily Usage card. */
export const dailyUsageResponseSchema = z.object({
  tier: z.string(),
  is_unlimited: z.boolean(),
  used: z.number(),
  /** Today's count by kind of action, e.g. `{ "attachment_download": 4 }`. */
  by_action: z.record(z.string(), z.number()),
  /** Null when unlimited. */
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
  /** When the count starts again: the next midnight, UK time (ISO 8601). */
  resets_at: z.string(),
});
export type DailyUsageResponse = z.infer<typeof dailyUsageResponseSchema>;
