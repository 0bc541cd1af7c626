import type { BriefPage } from '../brief-rule';

/**
 * Pages full of near misses: a publication date but no deadline, answers published (not the
 * clarification deadline), years of experience (not the term), insurance amounts (not the value),
 * a notice published on a portal (not where to submit), Cyber Essentials Plus not required, a
 * sub-criterion's weighting, and a specification's length (not a page limit).
 */
export const trickyPages: BriefPage[] = [
  {
    documentId: 'doc-rfq',
    fileName: 'Request for Quotation.pdf',
    pageNo: 1,
    text: `Request for Quotation: Office Cleaning
This notice was published on Contracts Finder on 1st December 2026.
The ITT was issued on 1st December 2026.
Clarification responses will be published on 8th January 2027.
Suppliers must have at least 5 years' experience of delivering similar services.
Quotations must remain valid for a period of 90 days.
Suppliers will need Public Liability insurance of £5,000,000 and Employer's Liability of £10m.
Cyber Essentials Plus is not required.
Question 3 (Methodology) is worth 20% of the quality score.
The attached 40-page specification describes the sites.
Suppliers are not required to hold ISO 9001 or ISO 14001.`,
  },
];
