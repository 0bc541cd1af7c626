import { z } from 'zod';
import { opportunityParamsSchema } from './opportunities';
import { organisationRefSchema } from './organisations';
import { DEFAULT_RADAR_MONTHS, RADAR_MONTHS, type RadarMonths } from './radar';

/**
 * Frameworks and dynamic markets as things (issue 31, ADR 0227): `GET /api/frameworks/{id}/`, where
 * the id is the WAC ID of the framework's own opportunity, and `GET /api/opportunities/{id}/framework/`,
 * what an opportunity is in the framework world.
 */
export const FRAMEWORK_KINDS = ['framework', 'dynamic_market'] as const;
export const frameworkKindSchema = z.enum(FRAMEWORK_KINDS);
export type FrameworkKind = z.infer<typeof frameworkKindSchema>;

export const frameworkParamsSchema = opportunityParamsSchema;

/** A supplier as the notice names it, with its organisation page when it is linked to one. */
export const frameworkSupplierSchema = z.object({
  name: z.string(),
  organisation_id: z.number().int().nullable(),
});
export type FrameworkSupplier = z.infer<typeof frameworkSupplierSchema>;

export const frameworkLotSchema = z.object({
  lot_id: z.string(),
  title: z.string().nullable(),
  suppliers: z.array(frameworkSupplierSchema),
});

/** A call-off placed under the framework: an opportunity of its own. */
export const frameworkCallOffSchema = z.object({
  wac_id: z.string(),
  title: z.string(),
  buyer_name: z.string().nullable(),
  release_date: z.string().nullable(),
  value_amount: z.number().nullable(),
  value_currency: z.string().nullable(),
});

/** A framework named elsewhere (a call-off's parent, a supplier's frameworks, the radar). */
export const frameworkRefSchema = z.object({
  id: z.string(),
  kind: frameworkKindSchema,
  title: z.string(),
});
export type FrameworkRef = z.infer<typeof frameworkRefSchema>;

export const frameworkSchema = frameworkRefSchema.extend({
  buyer: organisationRefSchema.nullable(),
  /** The buyer's name as published, also when it is not linked to an organisation. */
  buyer_name: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  max_extent_date: z.string().nullable(),
  estimated_value: z.number().nullable(),
  estimated_value_currency: z.string().nullable(),
  max_participants: z.number().int().nullable(),
  lots: z.array(frameworkLotSchema),
  /** Suppliers whose award names no lot. */
  suppliers_without_lot: z.array(frameworkSupplierSchema),
  call_offs: z.array(frameworkCallOffSchema),
});
export type Framework = z.infer<typeof frameworkSchema>;

export const PROCUREMENT_ROLES = ['framework', 'dynamic_market', 'call_off'] as const;

export const opportunityFrameworkSchema = z.object({
  /** Null: neither a framework, a dynamic market nor a call-off, as far as its notices say. */
  role: z.enum(PROCUREMENT_ROLES).nullable(),
  /** Its own framework page, when it is a framework or dynamic market. */
  framework: frameworkRefSchema.nullable(),
  /** For a call-off: the frameworks it was called off under that WAC holds. */
  called_off_under: z.array(frameworkRefSchema),
});
export type OpportunityFramework = z.infer<typeof opportunityFrameworkSchema>;

/** A supplier's frameworks (its page). */
export const supplierFrameworksSchema = z.object({ frameworks: z.array(frameworkRefSchema) });
export type SupplierFrameworks = z.infer<typeof supplierFrameworksSchema>;

/**
 * Frameworks ending within the radar's window (`GET /api/frameworks/ending/?months=`): the last
 * date each may run to (its maximum extent, else its end date), soonest first.
 */
export const FRAMEWORKS_ENDING_SHOWN = 20;
const MONTHS_MESSAGE = 'Choose 3, 6, 12 or 24 months.';
export const frameworksEndingQuerySchema = z.object({
  months: z.preprocess(
    (value) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === '' ? undefined : first;
    },
    z.coerce
      .number({ error: MONTHS_MESSAGE })
      .refine((months) => RADAR_MONTHS.includes(months as RadarMonths), { message: MONTHS_MESSAGE })
      .optional()
      .transform((months) => (months ?? DEFAULT_RADAR_MONTHS) as RadarMonths),
  ),
});
export const frameworkEndingSchema = frameworkRefSchema.extend({
  buyer_name: z.string().nullable(),
  ends_at: z.string(),
  /** Which date `ends_at` is: the maximum extent with every extension, or the end date. */
  ends_by: z.enum(['max_extent', 'end']),
});
export const frameworksEndingSchema = z.object({
  months: z.number().int(),
  total: z.number().int(),
  frameworks: z.array(frameworkEndingSchema),
});
export type FrameworksEnding = z.infer<typeof frameworksEndingSchema>;
