import type { CompiledOpportunity, CompiledSupplier } from './compiled-opportunity';
import { cpvPrefixes } from './cpv';
import { uniqueValues } from './json-values';
import { normaliseName } from './normalise-name';

type DerivedColumns = 'cpv_prefixes' | 'buyer_name_normalised' | 'supplier_names' | 'supplier_text';
type OptionalSupplierFields = 'name_normalised' | 'scale' | 'locality' | 'postal_code';
type DraftSupplier = Omit<CompiledSupplier, OptionalSupplierFields> &
  Partial<Pick<CompiledSupplier, OptionalSupplierFields>>;

/** An opportunity without its derived columns; optional collections default to empty. */
export type OpportunityDraft = Omit<
  CompiledOpportunity,
  DerivedColumns | 'awards' | 'source_links' | 'sources'
> & {
  awards: Array<
    Omit<CompiledOpportunity['awards'][number], 'suppliers'> & { suppliers: DraftSupplier[] }
  >;
  sources?: CompiledOpportunity['sources'];
  source_links?: CompiledOpportunity['source_links'];
};

/**
 * Fills the derived columns (CPV prefixes, normalised names, supplier list and text) so every
 * writer, the ingest and the sample-data generator alike, derives them the same way.
 *
 * Every column is written out in one fixed order, not spread: opportunities then share one object
 * shape, which keeps copying them fast when a page holds hundreds.
 */
export function finaliseOpportunity(draft: OpportunityDraft): CompiledOpportunity {
  const awards = draft.awards.map((award) => ({
    ...award,
    suppliers: award.suppliers.map((supplier) => ({
      name: supplier.name,
      name_normalised: supplier.name_normalised ?? normaliseName(supplier.name),
      party_id: supplier.party_id,
      scheme: supplier.scheme,
      identifier: supplier.identifier,
      scale: supplier.scale ?? null,
      locality: supplier.locality ?? null,
      postal_code: supplier.postal_code ?? null,
    })),
  }));
  const supplierNames = uniqueValues(awards.flatMap((award) => award.suppliers.map((s) => s.name)));
  const sourceLinks = draft.source_links ?? [
    { ocid: draft.ocid, source_system: draft.source_system, notice_url: draft.notice_url },
  ];
  const cpvCodes = uniqueValues(draft.cpv_codes);
  return {
    ocid: draft.ocid,
    wac_id: draft.wac_id,
    source_system: draft.source_system,
    sources: draft.sources ?? uniqueValues(sourceLinks.map((link) => link.source_system)),
    title: draft.title,
    description: draft.description,
    stage: draft.stage,
    stages: draft.stages,
    notice_type: draft.notice_type,
    main_procurement_category: draft.main_procurement_category,
    procurement_method: draft.procurement_method,
    procurement_method_details: draft.procurement_method_details,
    tender_status: draft.tender_status,
    award_status: draft.award_status,
    sme_suitable: draft.sme_suitable,
    vcse_suitable: draft.vcse_suitable,
    tender_value_amount: draft.tender_value_amount,
    tender_value_amount_gross: draft.tender_value_amount_gross,
    tender_value_currency: draft.tender_value_currency,
    award_value_amount: draft.award_value_amount,
    award_value_currency: draft.award_value_currency,
    release_date: draft.release_date,
    tender_deadline_date: draft.tender_deadline_date,
    enquiry_deadline_date: draft.enquiry_deadline_date,
    estimated_tender_publication_date: draft.estimated_tender_publication_date,
    estimated_award_date: draft.estimated_award_date,
    award_date_published: draft.award_date_published,
    tender_estimated_start_date: draft.tender_estimated_start_date,
    tender_estimated_end_date: draft.tender_estimated_end_date,
    submission_instructions: draft.submission_instructions,
    is_electronic_submission_allowed: draft.is_electronic_submission_allowed,
    submission_languages: draft.submission_languages,
    award_criteria_details: draft.award_criteria_details,
    cpv_codes: cpvCodes,
    cpv_prefixes: cpvPrefixes(cpvCodes),
    region_codes: uniqueValues(draft.region_codes).sort(),
    notice_url: draft.notice_url,
    buyer_name: draft.buyer_name,
    buyer_name_normalised: draft.buyer_name ? normaliseName(draft.buyer_name) : null,
    buyer_id_from_source: draft.buyer_id_from_source,
    buyer_address_street: draft.buyer_address_street,
    buyer_address_locality: draft.buyer_address_locality,
    buyer_address_region: draft.buyer_address_region,
    buyer_address_postalcode: draft.buyer_address_postalcode,
    buyer_address_country: draft.buyer_address_country,
    supplier_names: supplierNames,
    supplier_text: supplierNames.join(' '),
    is_sample: draft.is_sample,
    is_test_notice: draft.is_test_notice,
    lifecycle_phase: draft.lifecycle_phase,
    lifecycle_until: draft.lifecycle_until,
    lifecycle_term_end: draft.lifecycle_term_end,
    awards,
    documents: draft.documents,
    source_links: sourceLinks,
  };
}
