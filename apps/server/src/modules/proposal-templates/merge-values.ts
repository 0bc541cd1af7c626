import type { MergeField, WorkspaceCompany } from '@wac/contract';
import type { OpportunityRow } from '../opportunities';

const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A deadline as the UK reads it, at the time the notice gives (UK time). */
export const formatDeadline = (date: Date | null) => (date ? UK_DATE_TIME.format(date) : null);
export const formatDate = (date: Date | null) => (date ? UK_DATE.format(date) : null);

export function formatValue(amount: number | null, currency: string | null): string | null {
  if (amount === null) return null;
  const figure = Math.round(amount).toLocaleString('en-GB');
  return currency === 'GBP' || !currency ? `£${figure}` : `${figure} ${currency}`;
}

/**
 * What each merge field becomes for this opportunity and workspace. A value the notice or the
 * profile does not give becomes a bracketed prompt, so the draft says what is missing rather
 * than inventing it.
 */
export function mergeValuesFor(
  opportunity: OpportunityRow,
  company: WorkspaceCompany,
  today: Date,
): Record<MergeField, string> {
  const or = (value: string | null | undefined, missing: string) => value || `[${missing}]`;
  return {
    buyer: or(opportunity.buyer_name, 'buyer not named on the notice'),
    title: opportunity.title,
    reference: opportunity.ocid,
    wac_id: opportunity.wac_id,
    tender_deadline: or(
      formatDeadline(opportunity.tender_deadline_date),
      'tender deadline not published',
    ),
    enquiry_deadline: or(
      formatDeadline(opportunity.enquiry_deadline_date),
      'clarification deadline not published',
    ),
    contract_start: or(
      formatDate(opportunity.tender_estimated_start_date),
      'start date not published',
    ),
    contract_end: or(formatDate(opportunity.tender_estimated_end_date), 'end date not published'),
    value: or(
      formatValue(opportunity.tender_value_amount, opportunity.tender_value_currency),
      'value not published',
    ),
    our_company: or(company.company_name, 'your company name: add it to the workspace profile'),
    our_company_number: or(company.companies_house_number, 'your Companies House number'),
    today: UK_DATE.format(today),
  };
}
