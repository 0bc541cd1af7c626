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
            (SELECT l.label FROM cpv_labels l WHERE l.code = ${alias}.cpv_codes[1]) AS cpv_label`;
}

export type CardFieldRow = {
  lifecycle: number;
  tender_deadline_date: Date | null;
  cpv_code: string | null;
  cpv_label: string | null;
};

/** The card's status at `now` and its main CPV code and label. */
export function toCardFields(
  row: CardFieldRow,
  now: Date,
): { status: OpportunityStatus; cpv_code: string | null; cpv_label: string | null } {
  return {
    status: deriveOpportunityStatus(row.lifecycle, row.tender_deadline_date, now),
    cpv_code: row.cpv_code,
    cpv_label: row.cpv_label,
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
