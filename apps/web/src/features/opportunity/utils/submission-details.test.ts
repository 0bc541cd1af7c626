import { describe, expect, it } from 'vitest';
import { buildOpportunity } from './opportunity.fixture';
import { getCriteriaView, getSubmissionRows, hasSubmissionDetails } from './submission-details';

describe('submission details', () => {
  it('appears only with a deadline, instructions or criteria', () => {
    expect(hasSubmissionDetails(buildOpportunity())).toBe(false);
    expect(hasSubmissionDetails(buildOpportunity({ submission_instructions: 'Via portal' }))).toBe(
      true,
    );
    expect(hasSubmissionDetails(buildOpportunity({ award_criteria_details: 'Price' }))).toBe(true);
    expect(
      hasSubmissionDetails(buildOpportunity({ tender_deadline_date: '2025-04-01T11:00:00Z' })),
    ).toBe(true);
  });

  it("never shows a planning notice's engagement deadline as a tender deadline (ADR 0328)", () => {
    const planning = buildOpportunity({
      stage: 'planning',
      tender_status: 'planning',
      tender_deadline_date: '2026-10-02T22:59:59Z',
    });
    expect(hasSubmissionDetails(planning)).toBe(false);
    const withCriteria = { ...planning, award_criteria_details: 'Price' };
    expect(getSubmissionRows(withCriteria)[0]).toEqual({
      label: 'Tender Submission Deadline',
      value: 'Not specified',
    });
  });

  it('lists every row with fallbacks', () => {
    const rows = getSubmissionRows(
      buildOpportunity({
        tender_deadline_date: '2025-04-01T11:00:00Z',
        is_electronic_submission_allowed: false,
        submission_languages: ['en', 'cy'],
      }),
    );
    expect(rows).toEqual([
      { label: 'Tender Submission Deadline', value: '1 April 2025, 12:00 UK time' },
      { label: 'Enquiry Deadline', value: 'Not specified' },
      { label: 'Estimated Award Decision Date', value: 'Not specified' },
      { label: 'Submission Instructions', value: 'Not specified' },
      { label: 'Electronic Submission', value: 'No' },
      { label: 'Languages', value: 'EN, CY' },
    ]);
  });

  it('shows criteria as text, as a weighted list, or points to the documents', () => {
    expect(getCriteriaView('Lowest price')).toEqual({ kind: 'text', text: 'Lowest price' });
    expect(
      getCriteriaView([
        { name: 'Quality', weight: 60 },
        { name: null, weight: null },
      ]),
    ).toEqual({
      kind: 'list',
      items: [
        { name: 'Quality', weight: '60%' },
        { name: 'Not specified', weight: 'Weight not specified' },
      ],
    });
    expect(getCriteriaView(null)).toEqual({
      kind: 'text',
      text: 'Details available in source documents',
    });
  });
});
