import { z } from 'zod';

/**
 * The story of one procurement (issue 31, ADR 0178): every notice of the opportunity's ocids in
 * publication order, what each changed against the one before it on the same portal, and the
 * other procurements its notices name (frameworks, earlier or later processes).
 */

/** What a notice can change, in the order the page lists them. */
export const TIMELINE_CHANGE_FIELDS = [
  'status',
  'deadline',
  'value',
  'lots',
  'documents',
  'suppliers',
  'contract_end',
  'max_extent',
] as const;
export type TimelineChangeField = (typeof TIMELINE_CHANGE_FIELDS)[number];

export const timelineChangeSchema = z.object({
  field: z.enum(TIMELINE_CHANGE_FIELDS),
  /** The value before (ISO date, amount, count or status), null when the earlier notice had none. */
  before: z.string().nullable(),
  /** The value after; for documents and suppliers, what was added (a count, or names). */
  after: z.string().nullable(),
  /** The currency of a value change. */
  currency: z.string().nullable(),
});
export type TimelineChange = z.infer<typeof timelineChangeSchema>;

export const timelineEntrySchema = z.object({
  ocid: z.string(),
  release_id: z.string(),
  source_system: z.string(),
  published_at: z.string().nullable(),
  /** The portal's code (`UK4`, `2`, `tenderNotice`), null when the notice names none. */
  notice_type: z.string().nullable(),
  /** Its plain-English name (`UK4 Tender notice`), null when unknown. */
  notice_type_label: z.string().nullable(),
  stage: z.enum(['planning', 'tender', 'award']).nullable(),
  notice_url: z.string().nullable(),
  /** The first notice of this ocid: it is what the portal published, not a change. */
  is_first: z.boolean(),
  changes: z.array(timelineChangeSchema),
  /** Dates the notice states (ISO), null when it states none. */
  tender_deadline: z.string().nullable(),
  standstill_end: z.string().nullable(),
  contract_end: z.string().nullable(),
  max_extent: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const relatedProcessSchema = z.object({
  /** OCDS relationship codes (`framework`, `parent`, `prior`...). */
  relationship: z.array(z.string()),
  title: z.string().nullable(),
  identifier: z.string(),
  /** The WAC opportunity of that ocid, when WAC holds it. */
  wac_id: z.string().nullable(),
});
export type RelatedProcess = z.infer<typeof relatedProcessSchema>;

export const procurementTimelineSchema = z.object({
  wac_id: z.string(),
  entries: z.array(timelineEntrySchema),
  related: z.array(relatedProcessSchema),
});
export type ProcurementTimeline = z.infer<typeof procurementTimelineSchema>;
