import { z } from 'zod';

/**
 * The secret calendar feed of a user's favourites' deadlines (ADR 0092). The address holds a
 * random token whose hash alone is stored, so the server can show the address only when it makes
 * it: POST creates it (or resets it, ending the old one) and answers the address once.
 */

/** GET /api/calendar-feed/ */
export const calendarFeedStatusSchema = z.object({
  is_created: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed/: the new address, shown this once. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** GET /api/calendar/{token}.ics: no login, the token is the credential. */
export const calendarFeedFileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}\.ics$/, { message: 'This calendar link is not valid.' })
    .transform((file) => file.slice(0, -'.ics'.length)),
});
