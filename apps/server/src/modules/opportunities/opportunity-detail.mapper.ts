import {
  type AdditionalDocument,
  deriveOpportunityStatus,
  describeLifecycle,
  describeNoticeType,
  lifecycleFactsOf,
  type OpportunityAward,
  type OpportunityDetail,
  type PipelinePlacement,
} from '@wac/contract';
import { normaliseAwardCriteria } from './award-criteria';
import type {
  AwardRow,
  DocumentRow,
  NoticeLinkRow,
  OpportunityRow,
} from './opportunities.repository';

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOpportunityAward(row: AwardRow): OpportunityAward {
  return {
    award_id: row.award_id,
    title: row.title,
    status: row.status,
    value_amount: row.value_amount,
    value_currency: row.value_currency,
    award_decision_date: toIso(row.award_decision_date),
    contract_start_date: toIso(row.contract_start_date),
    contract_end_date: toIso(row.contract_end_date),
    suppliers: row.suppliers.map((supplier) => ({
      name: supplier.name,
      scheme: supplier.scheme,
      identifier: supplier.identifier,
      organisation_id: supplier.organisation_id,
    })),
  };
}

export function toAdditionalDocument(row: DocumentRow): AdditionalDocument {
  return {
    documentType: row.document_type,
    url: row.url,
    true_filename: row.true_filename,
    title: row.title,
    format: row.format,
  };
}

export type OpportunityDetailParts = {
  opportunity: OpportunityRow;
  awards: AwardRow[];
  documents: DocumentRow[];
  /** Absent: the opportunity's own notice URL only. */
  noticeLinks?: NoticeLinkRow[];
  isFavourited: boolean;
  /** The caller's workspace pipelines holding it (none when signed out). */
  pipelineItems?: PipelinePlacement[];
  /** Undefined leaves the field out of the response (everyone but staff). */
  rawReleases?: unknown[];
  /** The instant the status is derived at (default: now). */
  now?: Date;
};

/** Builds the detail response; `id` is the WAC ID, the only identifier the API exposes. */
export function toOpportunityDetail(parts: OpportunityDetailParts): OpportunityDetail {
  const { opportunity: row, awards, documents, isFavourited, rawReleases } = parts;
  const noticeLinks = parts.noticeLinks ?? [
    ...(row.notice_url ? [{ source_system: row.source_system, notice_url: row.notice_url }] : []),
  ];
  const detail: OpportunityDetail = {
    id: row.wac_id,
    wac_id: row.wac_id,
    title: row.title,
    description: row.description,
    source_system: row.source_system,
    sources: row.sources.length > 0 ? row.sources : [row.source_system],
    stage: row.stage,
    main_procurement_category: row.main_procurement_category,
    procurement_method: row.procurement_method,
    procurement_method_details: row.procurement_method_details,
    tender_status: row.tender_status,
    award_status: row.award_status ?? awards[0]?.status ?? null,
    status: deriveOpportunityStatus(
      row.lifecycle,
      row.tender_deadline_date,
      parts.now ?? new Date(),
    ),
    lifecycle: describeLifecycle(lifecycleFactsOf(row), parts.now ?? new Date()),
    is_favourited: isFavourited,
    pipeline_items: parts.pipelineItems ?? [],
    sme_suitable: row.sme_suitable,
    vcse_suitable: row.vcse_suitable,
    tender_value_amount: row.tender_value_amount,
    tender_value_currency: row.tender_value_currency,
    release_date: toIso(row.release_date),
    tender_deadline_date: toIso(row.tender_deadline_date),
    enquiry_deadline_date: toIso(row.enquiry_deadline_date),
    estimated_tender_publication_date: toIso(row.estimated_tender_publication_date),
    estimated_award_date: toIso(row.estimated_award_date),
    award_date_published: toIso(row.award_date_published),
    tender_estimated_start_date: toIso(row.tender_estimated_start_date),
    tender_estimated_end_date: toIso(row.tender_estimated_end_date),
    submission_instructions: row.submission_instructions,
    is_electronic_submission_allowed: row.is_electronic_submission_allowed,
    submission_languages: row.submission_languages,
    award_criteria_details: normaliseAwardCriteria(row.award_criteria_details),
    cpv_codes: row.cpv_codes.join(','),
    cpv_classifications: row.cpv_classifications,
    notice_url: row.notice_url,
    notice_links: noticeLinks.map((link) => ({
      source_system: link.source_system,
      url: link.notice_url,
    })),
    notice_type: row.notice_type,
    notice_type_label: describeNoticeType(row.notice_type),
    buyer_name: row.buyer_name,
    buyer_organisation_id: row.buyer_organisation_id,
    buyer_address_street: row.buyer_address_street,
    buyer_address_locality: row.buyer_address_locality,
    buyer_address_region: row.buyer_address_region,
    buyer_address_postalcode: row.buyer_address_postalcode,
    buyer_address_country: row.buyer_address_country,
    opportunity_awards: awards.map(toOpportunityAward),
    additional_documents: documents.map(toAdditionalDocument),
  };
  if (rawReleases !== undefined) {
    detail.raw_release_json = rawReleases.length > 0 ? rawReleases : null;
  }
  return detail;
}
