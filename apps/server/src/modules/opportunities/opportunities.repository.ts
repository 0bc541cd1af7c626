import type { Queryable } from '../../db/pool';
import { awardSuppliersJson } from './award-card-facts';

export type OpportunityRow = {
  id: number;
  wac_id: string;
  ocid: string;
  title: string;
  description: string | null;
  source_system: string;
  sources: string[];
  stage: string | null;
  main_procurement_category: string | null;
  procurement_method: string | null;
  procurement_method_details: string | null;
  tender_status: string | null;
  award_status: string | null;
  sme_suitable: boolean | null;
  vcse_suitable: boolean | null;
  tender_value_amount: number | null;
  tender_value_currency: string | null;
  release_date: Date | null;
  tender_deadline_date: Date | null;
  enquiry_deadline_date: Date | null;
  estimated_tender_publication_date: Date | null;
  estimated_award_date: Date | null;
  award_date_published: Date | null;
  tender_estimated_start_date: Date | null;
  tender_estimated_end_date: Date | null;
  submission_instructions: string | null;
  is_electronic_submission_allowed: boolean | null;
  submission_languages: string[] | null;
  award_criteria_details: unknown;
  cpv_codes: string[];
  /** Every CPV code with its label (null when the code is not in the list), in code order. */
  cpv_classifications: { code: string; label: string | null }[];
  /** opportunity_lifecycle (migration 0140): the clock-free part of the status. */
  lifecycle: number;
  /** The lifecycle stage's facts (issue 31, migration 0348). */
  lifecycle_phase: number | null;
  lifecycle_until: Date | null;
  lifecycle_term_end: Date | null;
  notice_url: string | null;
  notice_type: string | null;
  buyer_name: string | null;
  buyer_address_street: string | null;
  buyer_address_locality: string | null;
  buyer_address_region: string | null;
  buyer_address_postalcode: string | null;
  buyer_address_country: string | null;
  /** The buyer's organisation (issue 19), for the link to its page. */
  buyer_organisation_id: number | null;
  /** Generated sample data (ADR 0145): its document links are stand-ins, never fetched. */
  is_sample: boolean;
};

export type AwardRow = {
  award_id: string | null;
  title: string | null;
  status: string | null;
  value_amount: number | null;
  value_currency: string | null;
  award_decision_date: Date | null;
  contract_start_date: Date | null;
  contract_end_date: Date | null;
  suppliers: {
    name: string;
    scheme: string | null;
    identifier: string | null;
    organisation_id: number | null;
  }[];
};

export type DocumentRow = {
  document_type: 'attachment' | 'other';
  url: string;
  true_filename: string | null;
  title: string | null;
  format: string | null;
};

const OPPORTUNITY_COLUMNS = `id, wac_id, ocid, title, description, source_system, sources, stage,
  main_procurement_category, procurement_method, procurement_method_details, tender_status,
  award_status, sme_suitable, vcse_suitable, tender_value_amount, tender_value_currency,
  release_date, tender_deadline_date, enquiry_deadline_date, estimated_tender_publication_date,
  estimated_award_date, award_date_published, tender_estimated_start_date,
  tender_estimated_end_date, submission_instructions, is_electronic_submission_allowed,
  submission_languages, award_criteria_details, cpv_codes, notice_url, notice_type, buyer_name,
  buyer_address_street, buyer_address_locality, buyer_address_region, buyer_address_postalcode,
  buyer_address_country, is_sample,
  card_buyer_organisation(opportunities.id) AS buyer_organisation_id,
  opportunity_lifecycle(stage, tender_status) AS lifecycle, lifecycle_phase, lifecycle_until,
  lifecycle_term_end,
  coalesce((SELECT json_agg(json_build_object('code', c.code, 'label', l.label) ORDER BY c.position)
              FROM unnest(cpv_codes) WITH ORDINALITY AS c (code, position)
              LEFT JOIN cpv_labels l ON l.code = c.code), '[]'::json) AS cpv_classifications`;

/** WAC IDs are stored upper-case, so an upper-cased lookup stays on the unique index. */
export async function findOpportunityByWacId(
  db: Queryable,
  wacId: string,
): Promise<OpportunityRow | null> {
  const { rows } = await db.query<OpportunityRow>(
    `SELECT ${OPPORTUNITY_COLUMNS} FROM opportunities WHERE wac_id = upper($1)`,
    [wacId],
  );
  return rows[0] ?? null;
}

export async function findAwardsWithSuppliers(
  db: Queryable,
  opportunityId: number,
): Promise<AwardRow[]> {
  const { rows } = await db.query<AwardRow>(
    `SELECT a.award_id, a.title, a.status, a.value_amount, a.value_currency,
            a.award_decision_date, a.contract_start_date,
            -- the term's stated end: contract_end_date is the radar's date (ADR 0232)
            COALESCE(a.term_end_date, a.contract_end_date) AS contract_end_date,
            COALESCE(${awardSuppliersJson('a', { identifiers: true })}, '[]'::json) AS suppliers
       FROM awards a
      WHERE a.opportunity_id = $1
      ORDER BY a.position`,
    [opportunityId],
  );
  return rows;
}

export async function findDocuments(
  db: Queryable,
  opportunityId: number,
  documentType?: DocumentRow['document_type'],
): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT document_type, url, true_filename, title, format
       FROM documents
      WHERE opportunity_id = $1 AND ($2::text IS NULL OR document_type = $2)
      ORDER BY position`,
    [opportunityId, documentType ?? null],
  );
  return rows;
}

/** Every raw release of every ocid compiled into the opportunity, oldest first. */
export async function findRawReleasePayloads(
  db: Queryable,
  opportunityId: number,
  primaryOcid: string,
): Promise<unknown[]> {
  const { rows } = await db.query<{ payload: unknown }>(
    `SELECT r.payload
       FROM raw_releases r
      WHERE r.ocid = $2
         OR r.ocid IN (SELECT ocid FROM opportunity_sources WHERE opportunity_id = $1)
      ORDER BY r.release_date NULLS FIRST, r.received_at, r.ocid, r.release_id`,
    [opportunityId, primaryOcid],
  );
  return rows.map((row) => row.payload);
}

export type NoticeLinkRow = { source_system: string; notice_url: string };

/** The notice page of every ocid linked to the opportunity: its first ocid first. */
export async function findNoticeLinks(
  db: Queryable,
  opportunityId: number,
  primaryOcid: string,
): Promise<NoticeLinkRow[]> {
  const { rows } = await db.query<NoticeLinkRow>(
    `SELECT source_system, notice_url FROM opportunity_sources
      WHERE opportunity_id = $1 AND notice_url IS NOT NULL
      ORDER BY ocid = $2 DESC, linked_at, ocid`,
    [opportunityId, primaryOcid],
  );
  return rows;
}
