import { z } from 'zod';
import { inputText } from './input-text';
import { LIFECYCLE_STAGES } from './lifecycle-stage';
import { OPPORTUNITY_STATUSES } from './opportunity-status';

/**
 * An opportunity's lifecycle stage today (issue 31) and its words with its date ("Standstill
 * until 12 Dec 2026"), made by formatLifecycleStage when the response was; null when the notices
 * say nothing of it (or were stored before WAC read it and are not compiled again yet).
 */
export const opportunityLifecycleSchema = z
  .object({ stage: z.enum(LIFECYCLE_STAGES), label: z.string() })
  .nullable();
export type OpportunityLifecycle = z.infer<typeof opportunityLifecycleSchema>;

/**
 * The opportunity inside a favourite: the search card fields (public-area.md section 3), with
 * `id` and `opportunity_id` both set to the WAC ID, plus (issue 17) `status`, derived when the
 * response was made (see opportunity-status.ts), and the main CPV code with its label.
 */
export const favouriteOpportunitySchema = z.object({
  id: z.string(),
  opportunity_id: z.string(),
  title: z.string(),
  source_system: z.string(),
  buyer_name: z.string().nullable(),
  supplier_name: z.string().nullable(),
  stage: z.string().nullable(),
  award_value_amount: z.number().nullable(),
  tender_value_amount: z.number().nullable(),
  value_currency: z.string(),
  release_date: z.string().nullable(),
  tender_deadline_date: z.string().nullable(),
  notice_url: z.string().nullable(),
  description: z.string().nullable(),
  score: z.number().nullable(),
  is_favourited: z.boolean(),
  status: z.enum(OPPORTUNITY_STATUSES),
  lifecycle: opportunityLifecycleSchema,
  /** The main (first) CPV code, 8 digits, and its CPV 2008 label (null when unknown). */
  cpv_code: z.string().nullable(),
  cpv_label: z.string().nullable(),
  /** The buyer's and the card's supplier's organisations (issue 19): `/buyer/{id}`, `/supplier/{id}`. */
  buyer_organisation_id: z.number().int().nullable(),
  supplier_organisation_id: z.number().int().nullable(),
  /**
   * How many suppliers the notice's awards name, each once (`supplier_name` is the first), and
   * the range of its award values (ADR 0342): set on search results and favourites.
   */
  supplier_count: z.number().int().optional(),
  /**
   * Every supplier the awards name, each once by the page's rule (ADR 0347), `supplier_name`
   * first: what the favourites filter searches, since the card names only the first (ADR 0363).
   * Set on favourites, absent elsewhere.
   */
  supplier_names: z.array(z.string()).optional(),
  award_values: z
    .object({
      award_count: z.number().int(),
      valued_count: z.number().int(),
      min: z.number(),
      max: z.number(),
      currency: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type FavouriteOpportunity = z.infer<typeof favouriteOpportunitySchema>;

/** What changed in a favourite (ADR 0091): deadline moved, documents added, awarded, ... */
export const FAVOURITE_CHANGE_KINDS = [
  'deadline',
  'enquiry_deadline',
  'documents',
  'awarded',
  'cancelled',
  'value',
] as const;
export type FavouriteChangeKind = (typeof FAVOURITE_CHANGE_KINDS)[number];

/** Changes shown on a favourite are those of the last this many days (since it was saved). */
export const FAVOURITE_CHANGES_SHOWN_DAYS = 30;

export const favouriteChangeSchema = z.object({
  kind: z.enum(FAVOURITE_CHANGE_KINDS),
  /** One sentence, as the change email says it: "Tender deadline moved from ... to ...". */
  summary: z.string(),
  detected_at: z.string(),
});
export type FavouriteChange = z.infer<typeof favouriteChangeSchema>;

export const favouriteSchema = z.object({
  /** The favourite's own id; DELETE accepts it or the opportunity's WAC ID. */
  id: z.number(),
  /** The opportunity's WAC ID. */
  opportunity_id: z.string(),
  created_at: z.string(),
  opportunity: favouriteOpportunitySchema,
  /** Changes since it was saved, in the last FAVOURITE_CHANGES_SHOWN_DAYS days, newest first. */
  changes: z.array(favouriteChangeSchema),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** GET /api/favourites/: newest first. */
export const favouriteListResponseSchema = z.array(favouriteSchema);

/** POST /api/favourites/: the opportunity's WAC ID (matched case-insensitively). */
export const addFavouriteRequestSchema = z.object({
  opportunity_id: z
    .union([z.string(), z.number()], { error: 'This field is required.' })
    .transform(String)
    .pipe(inputText().trim().min(1, 'This field is required.').max(100)),
});
export type AddFavouriteRequest = z.input<typeof addFavouriteRequestSchema>;

/** DELETE /api/favourites/{id}/: a favourite id (digits) or an opportunity's WAC ID. */
export const favouriteParamsSchema = z.object({ id: inputText().trim().min(1).max(100) });

/** GET and PUT /api/favourites/change-emails/: whether changes to favourites are emailed. */
export const favouriteChangeEmailsSchema = z.object({
  is_enabled: z.boolean({ error: 'Use true or false.' }),
  /** `instant` after each sync for paid plans, `daily` with the morning digest otherwise. */
  delivery: z.enum(['daily', 'instant']),
});
export type FavouriteChangeEmails = z.infer<typeof favouriteChangeEmailsSchema>;
export const updateFavouriteChangeEmailsSchema = favouriteChangeEmailsSchema.pick({
  is_enabled: true,
});
