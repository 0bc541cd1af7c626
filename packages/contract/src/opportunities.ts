import { z } from 'zod';
import { opportunityLifecycleSchema } from './favourites';
import { inputText } from './input-text';
import { OPPORTUNITY_STATUSES } from './opportunity-status';
import { pipelinePlacementSchema } from './pipeline-placement';

/**
 * `GET /api/opportunities/{id}/` and `/download-attachments/`. The `id` is the WAC ID
 * (`WAC-7K3M9Q2PXZ`), matched case-insensitively; anything that is not a known WAC ID is a 404.
 */
export const opportunityParamsSchema = z.object({
  id: inputText().trim().min(1).max(100),
});
export type OpportunityParams = z.infer<typeof opportunityParamsSchema>;

/** One award criterion; `weight` is a percentage, null when the notice gives none. */
export const awardCriterionSchema = z.object({
  name: z.string().nullable(),
  weight: z.number().nullable(),
});
export type AwardCriterion = z.infer<typeof awardCriterionSchema>;

/** Award criteria come either as free text or as a list of named, weighted criteria. */
export const awardCriteriaDetailsSchema = z.union([z.string(), z.array(awardCriterionSchema)]);
export type AwardCriteriaDetails = z.infer<typeof awardCriteriaDetailsSchema>;

export const awardSupplierSchema = z.object({
  name: z.string(),
  /** The party identifier scheme (e.g. `GB-COH`) and id, when the notice gives them. */
  scheme: z.string().nullable(),
  identifier: z.string().nullable(),
  /** Its organisation (issue 19): `/supplier/{id}`; null until linked. */
  organisation_id: z.number().int().nullable(),
});
export type AwardSupplier = z.infer<typeof awardSupplierSchema>;

const isoDateTime = z.string().nullable();

export const opportunityAwardSchema = z.object({
  award_id: z.string().nullable(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  value_amount: z.number().nullable(),
  value_currency: z.string().nullable(),
  award_decision_date: isoDateTime,
  contract_start_date: isoDateTime,
  contract_end_date: isoDateTime,
  suppliers: z.array(awardSupplierSchema),
});
export type OpportunityAward = z.infer<typeof opportunityAwardSchema>;

/** An attachment (a file to download) or another link (an Apply Online / e-tendering link). */
export const additionalDocumentSchema = z.object({
  documentType: z.enum(['attachment', 'other']),
  url: z.string(),
  true_filename: z.string().nullable(),
  title: z.string().nullable(),
  format: z.string().nullable(),
});
export type AdditionalDocument = z.infer<typeof additionalDocumentSchema>;

/** A CPV code (8 digits) with its CPV 2008 label, null when the code is not in the list. */
export const cpvClassificationSchema = z.object({ code: z.string(), label: z.string().nullable() });
export type CpvClassification = z.infer<typeof cpvClassificationSchema>;

/**
 * The spec's "Opportunity (detail response)", plus `wac_id`, `sources`, `award_status`, and
 * (issue 17) `status` (derived when the response was made) and `cpv_classifications` (every
 * code of `cpv_codes`, in order, with its label).
 */
export const opportunityDetailSchema = z.object({
  id: z.string(),
  wac_id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  source_system: z.string(),
  /** Every portal the opportunity was published on (cross-posted notices have two). */
  sources: z.array(z.string()),
  stage: z.string().nullable(),
  main_procurement_category: z.string().nullable(),
  procurement_method: z.string().nullable(),
  procurement_method_details: z.string().nullable(),
  tender_status: z.string().nullable(),
  award_status: z.string().nullable(),
  status: z.enum(OPPORTUNITY_STATUSES),
  lifecycle: opportunityLifecycleSchema,
  is_favourited: z.boolean(),
  /** The caller's workspace pipelines holding it (pipeline-placement.ts); empty when signed out. */
  pipeline_items: z.array(pipelinePlacementSchema),
  sme_suitable: z.boolean().nullable(),
  vcse_suitable: z.boolean().nullable(),
  tender_value_amount: z.number().nullable(),
  tender_value_currency: z.string().nullable(),
  release_date: isoDateTime,
  tender_deadline_date: isoDateTime,
  enquiry_deadline_date: isoDateTime,
  estimated_tender_publication_date: isoDateTime,
  estimated_award_date: isoDateTime,
  award_date_published: isoDateTime,
  tender_estimated_start_date: isoDateTime,
  tender_estimated_end_date: isoDateTime,
  submission_instructions: z.string().nullable(),
  is_electronic_submission_allowed: z.boolean().nullable(),
  submission_languages: z.array(z.string()).nullable(),
  award_criteria_details: awardCriteriaDetailsSchema.nullable(),
  /** Comma-separated CPV codes, e.g. `72000000,72200000`; empty when there are none. */
  cpv_codes: z.string(),
  cpv_classifications: z.array(cpvClassificationSchema),
  notice_url: z.string().nullable(),
  /** The notice page on each portal that published the opportunity (a cross-post has two). */
  notice_links: z.array(z.object({ source_system: z.string(), url: z.string() })),
  /** The latest notice's type as the portal names it (`UK4`, `contractNotice`), or null. */
  notice_type: z.string().nullable(),
  /** Its plain-English name (`UK4 Tender notice`), null when unknown. */
  notice_type_label: z.string().nullable(),
  /** Staff only: the raw OCDS releases of the opportunity's ocids. Absent for everybody else. */
  raw_release_json: z.array(z.unknown()).nullable().optional(),
  buyer_name: z.string().nullable(),
  /** The buyer's organisation (issue 19): `/buyer/{id}`; null until linked. */
  buyer_organisation_id: z.number().int().nullable(),
  buyer_address_street: z.string().nullable(),
  buyer_address_locality: z.string().nullable(),
  buyer_address_region: z.string().nullable(),
  buyer_address_postalcode: z.string().nullable(),
  buyer_address_country: z.string().nullable(),
  /** Every award in publication order; the detail page shows the first. */
  opportunity_awards: z.array(opportunityAwardSchema),
  additional_documents: z.array(additionalDocumentSchema),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

/** The zip's default name when the Content-Disposition header cannot be read. */
export function buildAttachmentsZipName(opportunityId: string): string {
  return `opportunity_${opportunityId}_attachments.zip`;
}

/**
 * File extensions for the MIME types portals label document files with. Ingest names attachments
 * that carry no file name with them and takes these extensions as "a file" in a link.
 */
export const DOCUMENT_EXTENSION_BY_MIME_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/tiff': 'tif',
};

// The extensions the zip names downloaded files with and the page shows as a document's type:
// the document types plus HTML, which a portal may serve for an attachment (but a link ending
// in .html is a web page, not a file, so ingest does not take it for one).
const EXTENSION_BY_MIME_TYPE: Readonly<Record<string, string>> = {
  ...DOCUMENT_EXTENSION_BY_MIME_TYPE,
  'text/html': 'html',
};

/** `application/pdf; charset=binary` -> `pdf`; null for a type we do not know. */
export function extensionForMimeType(mimeType: string | null | undefined): string | null {
  const mime = mimeType?.split(';')[0]?.trim().toLowerCase();
  return (mime && EXTENSION_BY_MIME_TYPE[mime]) || null;
}
