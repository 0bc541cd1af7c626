import type { OpportunityDetail } from '@wac/contract';
import { distinctAwardSuppliers } from '@wac/contract/award-suppliers';
import { describeAwardValues, summariseAwardValues } from '@wac/contract/award-values';
import type { ReactNode } from 'react';
import { formatDate, formatDateTimeUk, formatMoney } from '@/lib/format';
import { isAwardMode, isPlanningMode, isTenderMode } from '@/lib/stage-label';

export const NOT_SPECIFIED = 'Not specified';

/** A label and its value; `content` (e.g. links) is shown instead of the text when given. */
export type DetailRow = { label: string; value: string; content?: ReactNode };

export type OpportunityModes = { isPlanning: boolean; isTender: boolean; isAward: boolean };

/** Planning, tender and award modes (public-area.md section 4, "Stage display"). */
export function getOpportunityModes(opportunity: OpportunityDetail): OpportunityModes {
  const hasAwards = opportunity.opportunity_awards.length > 0;
  return {
    isPlanning: isPlanningMode(opportunity.stage, opportunity.tender_status),
    isTender: isTenderMode(opportunity.stage),
    isAward: isAwardMode(opportunity.stage, hasAwards),
  };
}

/** `selective` -> `Selective`, `tenderAmendment` -> `Tender amendment`, `in_progress` -> `In progress`. */
export function humanise(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const spaced = value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Awarded Value when an award states a value (several awards: the range of their values, never
 * their sum; the search card's rule, ADR 0342), else Estimated Value.
 */
export function getValueSummary(opportunity: OpportunityDetail): DetailRow {
  const awarded = summariseAwardValues(
    opportunity.opportunity_awards.map((award) => ({
      amount: award.value_amount,
      currency: award.value_currency,
    })),
  );
  if (awarded) {
    return { label: 'Awarded Value', value: describeAwardValues(awarded, formatMoney) };
  }
  const amount = opportunity.tender_value_amount;
  return {
    label: 'Estimated Value',
    value: amount != null ? formatMoney(amount, opportunity.tender_value_currency) : NOT_SPECIFIED,
  };
}

export function getSuitabilityBadges(opportunity: OpportunityDetail): string[] {
  const badges = [opportunity.sme_suitable && 'SME', opportunity.vcse_suitable && 'VCSE'];
  const chosen = badges.filter((badge): badge is string => Boolean(badge));
  return chosen.length > 0 ? chosen : ['None specified'];
}

/** A contract date from the first award, else the tender's estimate marked as such. */
function contractDate(awarded: string | null | undefined, estimated: string | null): string | null {
  const fromAward = formatDate(awarded);
  if (fromAward) return fromAward;
  const fromTender = formatDate(estimated);
  return fromTender ? `${fromTender} (Estimated)` : null;
}

/** The key dates, in the spec's order, with the rows each mode adds. */
export function getDateRows(opportunity: OpportunityDetail, modes: OpportunityModes): DetailRow[] {
  const award = opportunity.opportunity_awards[0];
  const rows: DetailRow[] = [
    { label: 'Release Date', value: formatDate(opportunity.release_date) ?? NOT_SPECIFIED },
    {
      label: modes.isPlanning ? 'Engagement Deadline' : 'Application Deadline',
      value: formatDateTimeUk(opportunity.tender_deadline_date) ?? NOT_SPECIFIED,
    },
  ];
  if (modes.isPlanning) {
    rows.push({
      label: 'Estimated Tender Publication Date',
      value: formatDate(opportunity.estimated_tender_publication_date) ?? NOT_SPECIFIED,
    });
  }
  if (modes.isAward) {
    const awardDate = award?.award_decision_date ?? opportunity.award_date_published;
    rows.push({ label: 'Award Date', value: formatDate(awardDate) ?? NOT_SPECIFIED });
  }
  const start = contractDate(award?.contract_start_date, opportunity.tender_estimated_start_date);
  const end = contractDate(award?.contract_end_date, opportunity.tender_estimated_end_date);
  if (start) rows.push({ label: 'Contract Start', value: start });
  if (end) rows.push({ label: 'Contract End', value: end });
  return rows;
}

/** Street, locality, region, postal code and country, skipping blanks and repeats. */
export function joinBuyerAddress(opportunity: OpportunityDetail): string | null {
  const parts = [
    opportunity.buyer_address_street,
    opportunity.buyer_address_locality,
    opportunity.buyer_address_region,
    opportunity.buyer_address_postalcode,
    opportunity.buyer_address_country,
  ]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  // Portals often give the same town as locality and region ("Norfolk, Norfolk").
  const distinct = parts.filter(
    (part, index) =>
      parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index,
  );
  return distinct.length > 0 ? distinct.join(', ') : null;
}

export type AwardedSupplier = OpportunityDetail['opportunity_awards'][number]['suppliers'][number];

/**
 * Every supplier the notice awarded, once each, in award order: a framework or a multi-award
 * notice names its suppliers across several awards (Find a Tender 052408-2025: six awards, three
 * suppliers), so the first award alone would hide the others and a flat list would repeat them
 * (ADR 0327). The same organisation is the same supplier; unlinked names are compared as written
 * (the contract's rule, which the search card's count and the export read too, ADR 0347).
 */
export function getAwardedSuppliers(opportunity: OpportunityDetail): AwardedSupplier[] {
  return distinctAwardSuppliers(opportunity.opportunity_awards.flatMap((award) => award.suppliers));
}

/**
 * An awarded notice that names no supplier: a Find a Tender UK15 delta release gives award ids
 * only, a UK10 contract change names no award at all.
 */
export const SUPPLIERS_NOT_NAMED = 'Not named in the notices';

/** A cancelled procurement (Find a Tender UK12 083256-2026) will not be awarded: not "yet". */
export const NOT_AWARDED_CANCELLED = 'None: the procurement was cancelled';

/**
 * The awarded suppliers' names; with none named, a cancelled procurement says so, and in award
 * mode that they are not named (saying "Not yet awarded" beside an "Awarded" stage would be
 * false); otherwise Not yet awarded.
 */
export function getSupplierText(opportunity: OpportunityDetail): string {
  const names = getAwardedSuppliers(opportunity).map((supplier) => supplier.name);
  if (names.length > 0) return names.join(', ');
  if (opportunity.lifecycle?.stage === 'cancelled') return NOT_AWARDED_CANCELLED;
  return getOpportunityModes(opportunity).isAward ? SUPPLIERS_NOT_NAMED : 'Not yet awarded';
}

export function splitCpvCodes(cpvCodes: string): string[] {
  return cpvCodes
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}
