import { z } from 'zod';
import { OPPORTUNITY_STATUSES } from './opportunity-status';

/**
 * Buyer and supplier profiles (issue 19, ADR 0085/0086): `GET /api/buyers/{id}/` and
 * `GET /api/suppliers/{id}/`. One organisation can be both; the path says which side is shown.
 */
export const ORGANISATION_ROLES = ['buyer', 'supplier'] as const;
export const organisationRoleSchema = z.enum(ORGANISATION_ROLES);
export type OrganisationRole = z.infer<typeof organisationRoleSchema>;

export const organisationParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Organisation id must be a whole number.' })
    .int('Organisation id must be a whole number.')
    .positive('Organisation id must be a whole number.')
    .max(Number.MAX_SAFE_INTEGER, 'Organisation id must be a whole number.'),
});

/** An organisation as named elsewhere on a page (counterparties, award rows). */
export const organisationRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type OrganisationRef = z.infer<typeof organisationRefSchema>;

export const organisationIdentifierSchema = z.object({ scheme: z.string(), id: z.string() });

const isoDateTime = z.string().nullable();

export const organisationHeaderSchema = z.object({
  id: z.number().int(),
  role: organisationRoleSchema,
  name: z.string(),
  /** Other spellings it was published under ("ACME LTD", "Acme Limited"). */
  other_names: z.array(z.string()),
  /** Register identifiers (Companies House, charity, PPON ...), never the portals' own ids. */
  identifiers: z.array(organisationIdentifierSchema),
  /** The latest address published for it, in the parts the notice gives. */
  address: z.object({
    street: z.string().nullable(),
    locality: z.string().nullable(),
    region: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** NUTS 1 region (UKC ... UKN) from the postcode or the notice, when known. */
  region_code: z.string().nullable(),
  /** Null for anonymous visitors; whether the signed-in user follows it in this role. */
  is_followed: z.boolean().nullable(),
});
export type OrganisationHeader = z.infer<typeof organisationHeaderSchema>;

export const profileOpportunitySchema = z.object({
  wac_id: z.string(),
  title: z.string(),
  /** Issue 17's status: open or closing soon, here. */
  status: z.enum(OPPORTUNITY_STATUSES),
  buyer: organisationRefSchema.nullable(),
  tender_deadline_date: isoDateTime,
  value_amount: z.number().nullable(),
  value_currency: z.string().nullable(),
});
export type ProfileOpportunity = z.infer<typeof profileOpportunitySchema>;

export const profileAwardSchema = z.object({
  wac_id: z.string(),
  title: z.string(),
  awarded_at: isoDateTime,
  contract_end_date: isoDateTime,
  /** The award's full value (GBP). */
  value_amount: z.number().nullable(),
  /** The other side: a buyer's suppliers, a supplier's buyer. */
  counterparties: z.array(organisationRefSchema),
});
export type ProfileAward = z.infer<typeof profileAwardSchema>;

export const yearTotalSchema = z.object({
  /** Calendar year of the award date in UK time; null for awards without a date. */
  year: z.number().int().nullable(),
  award_count: z.number().int(),
  total_awarded_value: z.number(),
});

export const cpvTotalSchema = z.object({
  code: z.string(),
  label: z.string().nullable(),
  award_count: z.number().int(),
  total_awarded_value: z.number(),
});

export const counterpartySchema = organisationRefSchema.extend({
  award_count: z.number().int(),
  total_awarded_value: z.number(),
});

/** Everything paid tiers see. Values are GBP awards as leaderboards count them (ADR 0025). */
export const organisationAnalyticsSchema = z.object({
  award_count: z.number().int(),
  /** Sum of award values; a supplier's shared awards count as an equal share (leaderboards). */
  total_awarded_value: z.number(),
  /** Suppliers only: the full value of every award it shares in (equals the total otherwise). */
  total_value_of_awards: z.number(),
  shared_award_count: z.number().int(),
  median_award_value: z.number().nullable(),
  by_year: z.array(yearTotalSchema),
  top_cpv: z.array(cpvTotalSchema),
  top_counterparties: z.array(counterpartySchema),
  recent_awards: z.array(profileAwardSchema),
  /** Awards whose suppliers declared their size; `sme_awards` of them went to an SME. */
  sme: z.object({ known_awards: z.number().int(), sme_awards: z.number().int() }),
  /** Median days from a notice's first publication to its deadline, over `sample_size` notices. */
  typical_tender_period: z
    .object({ median_days: z.number(), sample_size: z.number().int() })
    .nullable(),
  /** Awarded contracts whose contract period ends in the next 12 months, soonest first. */
  contracts_ending_soon: z.array(profileAwardSchema),
});
export type OrganisationAnalytics = z.infer<typeof organisationAnalyticsSchema>;

/** Why analytics are absent: a visitor may sign in and upgrade, a free account may upgrade. */
export const analyticsAccessSchema = z.enum(['granted', 'sign_in_required', 'upgrade_required']);
export type AnalyticsAccess = z.infer<typeof analyticsAccessSchema>;

export const organisationProfileSchema = z.object({
  header: organisationHeaderSchema,
  /**
   * Open now (issue 17's status), soonest deadline first, the first ten of `total`: a buyer's
   * own tenders; for a supplier, tenders at any buyer in its sectors (ADR 0162), exactly what a
   * search with `status=open` and `cpv_codes` set to the sectors' codes finds.
   */
  open_opportunities: z.object({
    total: z.number().int(),
    items: z.array(profileOpportunitySchema),
    /**
     * Suppliers only (empty for a buyer): the CPV groups of the notices it won, most awards
     * first (at most three), as 8-digit codes search's `cpv_codes` takes.
     */
    sectors: z.array(z.object({ code: z.string(), label: z.string().nullable() })),
  }),
  analytics_access: analyticsAccessSchema,
  analytics: organisationAnalyticsSchema.nullable(),
});
export type OrganisationProfile = z.infer<typeof organisationProfileSchema>;
