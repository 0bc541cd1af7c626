import { z } from 'zod';
import { inputText } from './input-text';

/**
 * Watching a procurement (issue 31, ADR 0233): an email when the next notice of it arrives.
 * `watch` is the user's own choice; `favourite` and `pipeline` watch automatically (a saved
 * opportunity, a pipeline item the user owns) until the user stops watching.
 */
export const watchReasonSchema = z.enum(['watch', 'favourite', 'pipeline']);
export type WatchReason = z.infer<typeof watchReasonSchema>;

export const watchParamsSchema = z.object({
  wac_id: inputText({ error: 'Give the opportunity to watch.' }).trim().min(1).max(100),
});

/** Whether the signed-in user watches one procurement, and why. */
export const watchStatusSchema = z.object({
  wac_id: z.string(),
  is_watching: z.boolean(),
  /** Why it is watched (null when it is not); the first of watch, pipeline, favourite. */
  reason: watchReasonSchema.nullable(),
});
export type WatchStatus = z.infer<typeof watchStatusSchema>;

export const watchedProcurementSchema = z.object({
  wac_id: z.string(),
  title: z.string(),
  buyer_name: z.string().nullable(),
  reasons: z.array(watchReasonSchema),
  /** When the watch began (the earliest of its reasons). */
  since: z.string(),
  /** The newest notice of the procurement: its type by name and publication date. */
  latest_notice_label: z.string().nullable(),
  latest_notice_date: z.string().nullable(),
});
export type WatchedProcurement = z.infer<typeof watchedProcurementSchema>;

export const watchListResponseSchema = z.object({
  results: z.array(watchedProcurementSchema),
  /** The user's own watches (reason `watch`) against the plan's limit; null: unlimited. */
  own_watches: z.number().int(),
  own_watch_limit: z.number().int().nullable(),
});
export type WatchListResponse = z.infer<typeof watchListResponseSchema>;

/** The unwatch link of a watch email: its token is the credential (no login). */
export const unwatchByTokenRequestSchema = z.object({
  token: inputText({ error: 'This unwatch link is not valid.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, { message: 'This unwatch link is not valid.' }),
});

export const unwatchByTokenResponseSchema = z.object({
  wac_id: z.string(),
  title: z.string(),
});
