import type { SourceSystem } from './source-systems';

/**
 * One opportunity ready to be written: every column of `opportunities` (snake_case, exactly as
 * the columns are named) plus its awards with suppliers, its documents and the ocids behind it.
 * Columns the database computes (id, search_value, first_seen_at, updated_at) are left out; the
 * search words are computed by the search copy's view (ADR 0275). Timestamps are ISO 8601 text with the portal's offset, which Postgres keeps exactly.
 *
 * Build one with `finaliseOpportunity`, which fills the derived columns, then store it with
 * `upsertOpportunity` (ingest.repository.ts).
 */
export type CompiledOpportunity = {
  /** The opportunity's key: its first ocid. */
  ocid: string;
  /** Omit to derive it from the ocid; an existing opportunity always keeps the WAC ID it has. */
  wac_id?: string;
  source_system: SourceSystem;
  sources: SourceSystem[];
  title: string;
  description: string | null;
  stage: Stage | null;
  stages: Stage[];
  notice_type: string | null;
  main_procurement_category: string | null;
  procurement_method: string | null;
  procurement_method_details: string | null;
  tender_status: string | null;
  award_status: string | null;
  sme_suitable: boolean | null;
  vcse_suitable: boolean | null;
  tender_value_amount: number | null;
  tender_value_amount_gross: number | null;
  tender_value_currency: string | null;
  award_value_amount: number | null;
  award_value_currency: string | null;
  release_date: string | null;
  tender_deadline_date: string | null;
  enquiry_deadline_date: string | null;
  estimated_tender_publication_date: string | null;
  estimated_award_date: string | null;
  award_date_published: string | null;
  tender_estimated_start_date: string | null;
  tender_estimated_end_date: string | null;
  submission_instructions: string | null;
  is_electronic_submission_allowed: boolean | null;
  submission_languages: string[] | null;
  award_criteria_details: AwardCriteriaDetails | null;
  /** 8-digit CPV codes, no check digit. */
  cpv_codes: string[];
  /** Every 2..8-digit prefix of every CPV code (derived). */
  cpv_prefixes: string[];
  /** NUTS 1 codes UKC..UKN. */
  region_codes: string[];
  notice_url: string | null;
  buyer_name: string | null;
  /** Derived from buyer_name. */
  buyer_name_normalised: string | null;
  buyer_id_from_source: string | null;
  buyer_address_street: string | null;
  buyer_address_locality: string | null;
  buyer_address_region: string | null;
  buyer_address_postalcode: string | null;
  buyer_address_country: string | null;
  /** Derived: distinct supplier names of all awards, in award order. */
  supplier_names: string[];
  /** Derived: supplier names joined by a space, for full-text search. */
  supplier_text: string;
  is_sample: boolean;
  is_test_notice: boolean;
  /** Lifecycle phase code (contract LIFECYCLE_PHASES) read from every notice; ADR 0222. */
  lifecycle_phase: number | null;
  /** The date the phase is read with (standstill end, contract end ...). */
  lifecycle_until: string | null;
  /** The stated term end when extension options let the contract run past `lifecycle_until`'s date (ADR 0260). */
  lifecycle_term_end: string | null;
  awards: CompiledAward[];
  documents: CompiledDocument[];
  /** Every ocid that compiles into this opportunity (two for a cross-posted notice). */
  source_links: SourceLink[];
};

/** Stage values of the spec (public-area section 3). */
export type Stage = 'planning' | 'tender' | 'tenderAmendment' | 'award' | 'awardUpdate';

/** The spec's award criteria: free text, or a list of names with weights in percent. */
/** One move of a contract's end or maximum extent date, and the notice that made it. */
export type ContractDateChange = {
  field: 'end_date' | 'max_extent_date';
  from: string;
  to: string;
  notice_id: string;
  notice_type: string | null;
  /** When the notice was published (the release's own date). */
  notice_date: string | null;
};

/** What ended the contract: a termination notice (UK11) or the procurement's cancellation (UK12). */
export type ContractState = 'terminated_early' | 'ended' | 'cancelled';

export type AwardCriteriaDetails = string | Array<{ name: string; weight: number | null }>;

export type SourceLink = {
  ocid: string;
  source_system: SourceSystem;
  notice_url: string | null;
  /** PCS / Sell2Wales ocids this ocid names or is (`collectCrossPostRefs`); overlap = cross-post. */
  cross_post_refs?: string[];
};

/** An award in publication order; position 0 is "the first award" cards and details show. */
export type CompiledAward = {
  ocid: string | null;
  award_id: string | null;
  title: string | null;
  status: string | null;
  value_amount: number | null;
  value_amount_gross: number | null;
  value_currency: string | null;
  award_decision_date: string | null;
  contract_start_date: string | null;
  /** The re-tender radar's date (`radarDateOf`): maximum extent, else end, or an early ending. */
  contract_end_date: string | null;
  /** The contract's dates as its notices moved them (contract-dates.ts; absent: not read). */
  term_end_date?: string | null;
  max_extent_date?: string | null;
  contract_state?: ContractState | null;
  contract_state_date?: string | null;
  date_history?: ContractDateChange[];
  /** Bids the contract attracted, as published (`mapBidCount`); absent or null: not said. */
  bid_count?: number | null;
  suppliers: CompiledSupplier[];
};

export type CompiledSupplier = {
  name: string;
  /** Derived from name. */
  name_normalised: string;
  /** The party id within the release (`GB-COH-08229264`, `GB-CFS-224746`). */
  party_id: string | null;
  /** Registered identifier of the party: scheme (`GB-COH`) and id (`08229264`). */
  scheme: string | null;
  identifier: string | null;
  /** The party's size as it declares it (OCDS `details.scale`: `sme`, `large`, ...). */
  scale: string | null;
  /** The party's town and postcode. */
  locality: string | null;
  postal_code: string | null;
};

/** An attachment (a file) or an "other" link such as an e-tendering portal (Apply Online). */
export type CompiledDocument = {
  document_type: 'attachment' | 'other';
  url: string;
  true_filename: string | null;
  title: string | null;
  description: string | null;
  format: string | null;
  source_document_type: string | null;
};
