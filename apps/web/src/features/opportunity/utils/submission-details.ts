import type { AwardCriteriaDetails, OpportunityDetail } from '@wac/contract';
import { formatDate, formatDateTimeUk } from '@/lib/format';
import { type DetailRow, getOpportunityModes, NOT_SPECIFIED } from './opportunity-view';

export const CRITERIA_IN_SOURCE_DOCUMENTS = 'Details available in source documents';
export const WEIGHT_NOT_SPECIFIED = 'Weight not specified';

function hasCriteria(criteria: AwardCriteriaDetails | null): boolean {
  return typeof criteria === 'string' ? criteria.trim() !== '' : Boolean(criteria?.length);
}

/**
 * A planning notice's deadline is for market engagement, not for tenders (Find a Tender UK2
 * 083645-2026): it shows as the "Engagement Deadline" under Value and Dates, never as a tender
 * submission deadline (ADR 0328).
 */
function tenderSubmissionDeadline(opportunity: OpportunityDetail): string | null {
  return getOpportunityModes(opportunity).isPlanning ? null : opportunity.tender_deadline_date;
}

/** The section appears only when there is a deadline, instructions or award criteria. */
export function hasSubmissionDetails(opportunity: OpportunityDetail): boolean {
  return Boolean(
    tenderSubmissionDeadline(opportunity) ||
      opportunity.submission_instructions?.trim() ||
      hasCriteria(opportunity.award_criteria_details),
  );
}

function yesNo(value: boolean | null): string {
  if (value === null) return NOT_SPECIFIED;
  return value ? 'Yes' : 'No';
}

export function getSubmissionRows(opportunity: OpportunityDetail): DetailRow[] {
  const languages = opportunity.submission_languages?.filter(Boolean) ?? [];
  return [
    {
      label: 'Tender Submission Deadline',
      value: formatDateTimeUk(tenderSubmissionDeadline(opportunity)) ?? NOT_SPECIFIED,
    },
    {
      label: 'Enquiry Deadline',
      value: formatDateTimeUk(opportunity.enquiry_deadline_date) ?? NOT_SPECIFIED,
    },
    {
      label: 'Estimated Award Decision Date',
      value: formatDate(opportunity.estimated_award_date) ?? NOT_SPECIFIED,
    },
    {
      label: 'Submission Instructions',
      value: opportunity.submission_instructions?.trim() || NOT_SPECIFIED,
    },
    {
      label: 'Electronic Submission',
      value: yesNo(opportunity.is_electronic_submission_allowed),
    },
    {
      label: 'Languages',
      value:
        languages.length > 0
          ? languages.map((code) => code.toUpperCase()).join(', ')
          : NOT_SPECIFIED,
    },
  ];
}

export type CriteriaView =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: { name: string; weight: string }[] };

/**
 * Award criteria as text or as name and weight. A criterion without a name reads Not specified;
 * no criteria at all points the reader to the source documents.
 */
export function getCriteriaView(criteria: AwardCriteriaDetails | null): CriteriaView {
  if (typeof criteria === 'string' && criteria.trim()) return { kind: 'text', text: criteria };
  if (Array.isArray(criteria) && criteria.length > 0) {
    return {
      kind: 'list',
      items: criteria.map((criterion) => ({
        name: criterion.name?.trim() || NOT_SPECIFIED,
        weight: criterion.weight == null ? WEIGHT_NOT_SPECIFIED : `${criterion.weight}%`,
      })),
    };
  }
  return { kind: 'text', text: CRITERIA_IN_SOURCE_DOCUMENTS };
}
