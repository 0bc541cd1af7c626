import { deriveOpportunityStatus, formatStatusBadge, type OpportunityStatus } from '@wac/contract';

/**
 * What every opportunity card carries beyond the notice's own fields (issue 17): its status and
 * its main CPV code in words. Search results, favourites and alert digests select the same
 * columns and map them here, so a card says the same wherever it is shown.
 */

/** Select-list items over `opportunities` aliased `alias`. */
export function cardFieldColumns(alias: string): string {
  return `opportunity_lifecycle(${alias}.stage, ${alias}.tender_status) AS lifecycle,
            ${alias}.cpv_codes[1] AS cpv_code,
            (SELECT l.label FROM cpv_labels l WHERE l.code = ${alias}.cpv_codes[1]) AS cpv_label,
            ${organisationColumns(alias)}`;
}

/**
 * The buyer's organisation and that of the card's supplier (the first of the first award), for
 * links to their pages (issue 19, ADR 0085); merged organisations followed.
 */
function organisationColumns(alias: string): string {
  return `(SELECT COALESCE(g.merged_into, g.id) FROM opportunity_buyers b
               JOIN organisations g ON g.id = b.organisation_id
              WHERE b.opportunity_id = ${alias}.id) AS buyer_organisation_id,
            (SELECT COALESCE(g.merged_into, g.id) FROM awards a
               JOIN award_suppliers s ON s.award_id = a.id AND s.position = 0
               JOIN organisations g ON g.id = s.organisation_id
              WHERE a.opportunity_id = ${alias}.id AND a.position = 0) AS supplier_organisation_id`;
}

export type CardFieldRow = {
  lifecycle: number;
  tender_deadline_date: Date | null;
  cpv_code: string | null;
  cpv_label: string | null;
  buyer_organisation_id: number | null;
  supplier_organisation_id: number | null;
};

/** The card's status at `now`, its main CPV code and label, and its organisations' ids. */
export function toCardFields(
  row: CardFieldRow,
  now: Date,
): {
  status: OpportunityStatus;
  cpv_code: string | null;
  cpv_label: string | null;
  buyer_organisation_id: number | null;
  supplier_organisation_id: number | null;
} {
  return {
    status: deriveOpportunityStatus(row.lifecycle, row.tender_deadline_date, now),
    cpv_code: row.cpv_code,
    cpv_label: row.cpv_label,
    buyer_organisation_id: row.buyer_organisation_id,
    supplier_organisation_id: row.supplier_organisation_id,
  };
}

/**
 * The status badge's text at `now` ("Closes in 3 days", "Closed 12 Mar 2025"), as the web app
 * shows it: for alert emails and anything else rendered on the server.
 */
export function describeOpportunityStatus(
  row: Pick<CardFieldRow, 'lifecycle' | 'tender_deadline_date'>,
  now: Date,
): string {
  const status = deriveOpportunityStatus(row.lifecycle, row.tender_deadline_date, now);
  return formatStatusBadge(status, row.tender_deadline_date, now);
}
