import {
  deriveOpportunityStatus,
  describeLifecycle,
  formatKeptStatus,
  lifecycleFactsOf,
  type OpportunityLifecycle,
  type OpportunityStatus,
  type SearchResult,
} from '@wac/contract';

/**
 * What every opportunity card carries beyond the notice's own fields (issue 17): its status and
 * its main CPV code in words. Search results, favourites and alert digests select the same
 * columns and map them here, so a card says the same wherever it is shown.
 */

/** Select-list items over `opportunities` aliased `alias`. */
export function cardFieldColumns(alias: string): string {
  return `opportunity_lifecycle(${alias}.stage, ${alias}.tender_status) AS lifecycle,
            ${alias}.lifecycle_phase, ${alias}.lifecycle_until, ${alias}.lifecycle_term_end,
            ${alias}.cpv_codes[1] AS cpv_code,
            (SELECT l.label FROM cpv_labels l WHERE l.code = ${alias}.cpv_codes[1]) AS cpv_label,
            ${organisationColumns(alias)}`;
}

/**
 * The buyer's organisation and that of the card's supplier (the first of the first award), for
 * links to their pages (issue 19, ADR 0085); merged organisations followed. Two SQL functions
 * (migration 0434), whose plans each connection keeps, not subqueries planned with every
 * statement (ADR 0323).
 */
function organisationColumns(alias: string): string {
  return `card_buyer_organisation(${alias}.id) AS buyer_organisation_id,
            card_supplier_organisation(${alias}.id) AS supplier_organisation_id`;
}

export type CardFieldRow = {
  lifecycle: number;
  lifecycle_phase: number | null;
  lifecycle_until: Date | null;
  lifecycle_term_end: Date | null;
  tender_deadline_date: Date | null;
  cpv_code: string | null;
  cpv_label: string | null;
  buyer_organisation_id: number | null;
  supplier_organisation_id: number | null;
};

/** The card's status at `now`: the one part of a card that changes with the clock alone. */
export function cardStatusAt(row: CardFieldRow, now: Date): OpportunityStatus {
  return deriveOpportunityStatus(row.lifecycle, row.tender_deadline_date, now);
}

/**
 * The card's lifecycle stage at `now` (issue 31), from the notices' phase and dates: like the
 * status, made per request so a cached card is never a day behind.
 */
export function cardLifecycleAt(
  row: Pick<
    CardFieldRow,
    'lifecycle_phase' | 'lifecycle_until' | 'lifecycle_term_end' | 'tender_deadline_date'
  >,
  now: Date,
): OpportunityLifecycle {
  return describeLifecycle(lifecycleFactsOf(row), now);
}

/** The card's status at `now`, its main CPV code and label, and its organisations' ids. */
export function toCardFields(
  row: CardFieldRow,
  now: Date,
): {
  status: OpportunityStatus;
  lifecycle: OpportunityLifecycle;
  cpv_code: string | null;
  cpv_label: string | null;
  buyer_organisation_id: number | null;
  supplier_organisation_id: number | null;
} {
  return {
    status: cardStatusAt(row, now),
    lifecycle: cardLifecycleAt(row, now),
    cpv_code: row.cpv_code,
    cpv_label: row.cpv_label,
    buyer_organisation_id: row.buyer_organisation_id,
    supplier_organisation_id: row.supplier_organisation_id,
  };
}

/** A card's row: the notice's own columns besides the card fields (each query selects them). */
export type OpportunityCardRow = CardFieldRow & {
  wac_id: string;
  title: string;
  source_system: string;
  buyer_name: string | null;
  stage: string | null;
  award_value_amount: number | null;
  tender_value_amount: number | null;
  value_currency: string | null;
  release_date: Date | null;
  notice_url: string | null;
  description: string | null;
};

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The card of a search result or a favourite at `now` (the opportunity id is the WAC ID), but
 * what differs between them: the supplier named, the score, the favourite flag, why it matched.
 */
export function toOpportunityCard(
  row: OpportunityCardRow,
  now: Date,
): Omit<SearchResult, 'supplier_name' | 'score' | 'is_favourited' | 'match' | 'pipeline_items'> {
  return {
    id: row.wac_id,
    opportunity_id: row.wac_id,
    title: row.title,
    source_system: row.source_system,
    buyer_name: row.buyer_name,
    stage: row.stage,
    award_value_amount: row.award_value_amount,
    tender_value_amount: row.tender_value_amount,
    value_currency: row.value_currency ?? 'GBP',
    release_date: toIso(row.release_date),
    tender_deadline_date: toIso(row.tender_deadline_date),
    notice_url: row.notice_url,
    description: row.description,
    ...toCardFields(row, now),
  };
}

/**
 * The status at `now` as a text the user keeps ("Closes 12 Mar 2025", "Closed 12 Mar 2025"):
 * for exports, alert emails, webhook messages and anything else rendered on the server, which
 * is read later than it is made, so never "Closes in 3 days" (formatKeptStatus).
 */
export function describeOpportunityStatus(
  row: Pick<CardFieldRow, 'lifecycle' | 'tender_deadline_date'>,
  now: Date,
): string {
  const status = deriveOpportunityStatus(row.lifecycle, row.tender_deadline_date, now);
  return formatKeptStatus(status, row.tender_deadline_date, now);
}
