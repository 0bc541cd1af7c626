import { z } from 'zod';
import { BRIEF_FIELDS, type BriefField } from './document-brief-fields';

/**
 * The brief of an opportunity's documents (issue 32, ADR 0242): one item per field, either found
 * (its normalised value, a summary in words, the sentence it was read from and the page) or not
 * found. Values are only what the quoted sentence says; nothing is inferred across sentences.
 */
const requirement = z.enum(['required', 'not_required', 'desirable', 'mentioned']);
export type BriefRequirement = z.infer<typeof requirement>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);

export const briefDeadlineValueSchema = z.object({ date: isoDate, time: clockTime.nullable() });
export const briefSiteVisitValueSchema = z.object({
  isHeld: z.boolean(),
  date: isoDate.nullable(),
  time: clockTime.nullable(),
  isMandatory: z.boolean().nullable(),
});
export const briefContractLengthValueSchema = z.object({
  initialMonths: z.number().nullable(),
  extensionMonths: z.number().nullable(),
  maximumMonths: z.number().nullable(),
});
export const briefMoneyRangeValueSchema = z.object({
  fromPounds: z.number(),
  toPounds: z.number(),
});
export const briefLotsValueSchema = z.object({
  isDividedIntoLots: z.boolean(),
  lotCount: z.number().int().nullable(),
});
export const briefEvaluationValueSchema = z.object({
  qualityPercent: z.number(),
  pricePercent: z.number(),
  socialValuePercent: z.number().nullable(),
});
export const briefInsuranceValueSchema = z.object({
  amountPounds: z.number().nullable(),
  requirement,
});
export const briefRequirementValueSchema = z.object({ requirement });
export const briefCyberEssentialsValueSchema = z.object({
  level: z.enum(['Cyber Essentials', 'Cyber Essentials Plus']),
  requirement,
});
export const briefSchemesValueSchema = z.object({ schemes: z.array(z.string()), requirement });
export const briefDbsValueSchema = z.object({
  level: z.enum(['basic', 'standard', 'enhanced']).nullable(),
  requirement,
});
export const briefTurnoverValueSchema = z.object({
  amountPounds: z.number().nullable(),
  multipleOfContractValue: z.number().nullable(),
});
export const briefTupeValueSchema = z.object({
  applies: z.enum(['yes', 'no', 'possibly', 'mentioned']),
});
export const briefLimitsValueSchema = z.object({
  limits: z.array(
    z.object({ count: z.number().int(), unit: z.enum(['words', 'pages', 'characters']) }),
  ),
});
export const briefFormsValueSchema = z.object({ forms: z.array(z.string()) });
export const briefPortalValueSchema = z.object({
  portal: z.string().nullable(),
  url: z.string().nullable(),
});

/** The value each field's rule produces; the rules are typed by this map. */
export type BriefValueByField = {
  submission_deadline: z.infer<typeof briefDeadlineValueSchema>;
  clarification_deadline: z.infer<typeof briefDeadlineValueSchema>;
  site_visits: z.infer<typeof briefSiteVisitValueSchema>;
  contract_length: z.infer<typeof briefContractLengthValueSchema>;
  contract_value: z.infer<typeof briefMoneyRangeValueSchema>;
  lots: z.infer<typeof briefLotsValueSchema>;
  evaluation_split: z.infer<typeof briefEvaluationValueSchema>;
  employers_liability_insurance: z.infer<typeof briefInsuranceValueSchema>;
  public_liability_insurance: z.infer<typeof briefInsuranceValueSchema>;
  professional_indemnity_insurance: z.infer<typeof briefInsuranceValueSchema>;
  iso_9001: z.infer<typeof briefRequirementValueSchema>;
  iso_14001: z.infer<typeof briefRequirementValueSchema>;
  iso_27001: z.infer<typeof briefRequirementValueSchema>;
  iso_45001: z.infer<typeof briefRequirementValueSchema>;
  cyber_essentials: z.infer<typeof briefCyberEssentialsValueSchema>;
  health_safety_schemes: z.infer<typeof briefSchemesValueSchema>;
  dbs_checks: z.infer<typeof briefDbsValueSchema>;
  minimum_turnover: z.infer<typeof briefTurnoverValueSchema>;
  tupe: z.infer<typeof briefTupeValueSchema>;
  page_word_limits: z.infer<typeof briefLimitsValueSchema>;
  required_forms: z.infer<typeof briefFormsValueSchema>;
  submission_portal: z.infer<typeof briefPortalValueSchema>;
};

const briefValueSchema = z.union([
  briefDeadlineValueSchema,
  briefSiteVisitValueSchema,
  briefContractLengthValueSchema,
  briefMoneyRangeValueSchema,
  briefLotsValueSchema,
  briefEvaluationValueSchema,
  briefInsuranceValueSchema,
  briefCyberEssentialsValueSchema,
  briefSchemesValueSchema,
  briefDbsValueSchema,
  briefTurnoverValueSchema,
  briefTupeValueSchema,
  briefLimitsValueSchema,
  briefFormsValueSchema,
  briefPortalValueSchema,
  briefRequirementValueSchema,
]);

const briefFieldSchema = z.enum(BRIEF_FIELDS as [BriefField, ...BriefField[]]);

export const briefFoundItemSchema = z.object({
  field: briefFieldSchema,
  status: z.literal('found'),
  value: briefValueSchema,
  /** The value in words ("12:00 on Friday 15 January 2027"). */
  summary: z.string(),
  /** The sentence it was read from, its words exactly as on the page (spacing collapsed). */
  quote: z.string(),
  documentId: z.string(),
  fileName: z.string(),
  /** For a file found inside a zip: the zip's name, else null. */
  containerName: z.string().nullable(),
  /** Where the document was fetched from (for a file in a zip, the zip), when known. */
  documentUrl: z.string().nullable(),
  /** The file's content hash: the reader view's address for the page. */
  contentHash: z.string().nullable(),
  pageNo: z.number().int(),
});
export const briefNotFoundItemSchema = z.object({
  field: briefFieldSchema,
  status: z.literal('not_found'),
});
export const briefItemSchema = z.discriminatedUnion('status', [
  briefFoundItemSchema,
  briefNotFoundItemSchema,
]);
export type BriefFoundItem = z.infer<typeof briefFoundItemSchema>;
export type BriefItem = z.infer<typeof briefItemSchema>;

export const opportunityBriefResponseSchema = z.object({
  opportunityId: z.string(),
  /** Documents and pages with text the brief was read from; 0 when none have been read yet. */
  documentCount: z.number().int(),
  pageCount: z.number().int(),
  /** The opportunity's documents with no text read (not fetched, failed, scanned, waiting). */
  unreadDocumentCount: z.number().int(),
  /** Generated sample data: its document links are stand-ins, never fetched, so nothing is read. */
  isSampleData: z.boolean(),
  items: z.array(briefItemSchema),
});
export type OpportunityBriefResponse = z.infer<typeof opportunityBriefResponseSchema>;
