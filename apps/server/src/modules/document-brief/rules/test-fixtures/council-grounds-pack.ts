import type { BriefPage } from '../brief-rule';

/**
 * A council grounds-maintenance tender pack written the way UK councils write them: an ITT
 * (cover, timetable flattened from a table, submission instructions, evaluation table) and a
 * specification (term, value, lots, insurance table, accreditations). Text as a PDF/DOCX
 * extractor gives it: wrapped lines, table rows one per line, page furniture.
 */
const ITT = { documentId: 'doc-itt', fileName: 'ITT Volume 1 - Instructions to Tenderers.pdf' };
const SPEC = { documentId: 'doc-spec', fileName: 'Specification - Grounds Maintenance.docx' };

export const councilGroundsPack: BriefPage[] = [
  {
    ...ITT,
    pageNo: 1,
    text: `Kirkdale City Council
INVITATION TO TENDER
Grounds Maintenance Services 2027-2032
Reference: LCC/2026/0412
Date of issue: 1st December 2026

OFFICIAL`,
  },
  {
    ...ITT,
    pageNo: 2,
    text: `1. Introduction
1.1 Kirkdale City Council ("the Council") invites tenders from suitably qualified and
experienced organisations for the provision of grounds maintenance services across the
Council's parks, highway verges and cemeteries.
1.2 This Invitation to Tender ("ITT") sets out the procedure the Council will follow.

Page 2 of 14`,
  },
  {
    ...ITT,
    pageNo: 3,
    text: `3. Procurement Timetable
The Council intends to follow the timetable below, which may be amended by notice to all
bidders.
Activity Date
Publication of Contract Notice and ITT 1st December 2026
Site visit 10:00am Wednesday 16th December 2026 (attendance is optional)
Deadline for clarification questions 12:00 on 5th January 2027
Clarification responses published 8th January 2027
Tender submission deadline 12 noon on 15th January 2027
Contract award (subject to standstill) March 2027
Contract commencement 1st April 2027

Page 3 of 14`,
  },
  {
    ...ITT,
    pageNo: 4,
    text: `4. Submission of Tenders
4.1 Tenders must be submitted electronically via the Council's e-tendering portal, In-Tend
(https://in-tendhost.co.uk/kirkdalecc), no later than 12 noon on 15th January 2027. Tenders
received by email or post will not be accepted.
4.2 Bidders must complete and upload the following documents: the Procurement Specific
Questionnaire (PSQ), the Form of Tender, the Pricing Schedule and the Certificate of
Non-Collusion.
4.3 Each response to the method statement questions must not exceed 1,000 words; supporting
diagrams are limited to two sides of A4.
4.4 Bidders are asked to sign the Form of Tender.

Page 4 of 14`,
  },
  {
    ...ITT,
    pageNo: 5,
    text: `5. Evaluation
5.1 Tenders will be evaluated on the basis of the Most Advantageous Tender using the following
weightings:
Criterion Weighting
Quality 60%
Price 30%
Social Value 10%
5.2 Within the quality criterion, Question 2.1 Methodology carries 20% and Question 2.2
Mobilisation carries 15%.

Page 5 of 14`,
  },
  {
    ...SPEC,
    pageNo: 1,
    text: `Section 1: Scope and Term
1.1 The contract will be for an initial term of three (3) years, with the option to extend for up
to two further periods of 12 months each, giving a maximum contract length of five years.
1.2 The estimated total value of the contract is £5m (excluding VAT) over the maximum five-year
term.
1.3 The contract is divided into three (3) Lots: Lot 1 – Parks and Open Spaces; Lot 2 – Highway
Verges; Lot 3 – Cemeteries. Bidders may bid for one or more Lots.
1.4 It is anticipated that TUPE will apply to this contract. Employee liability information is
provided at Appendix D.`,
  },
  {
    ...SPEC,
    pageNo: 2,
    text: `Section 2: Insurance and Accreditation
2.1 The Contractor shall maintain the following minimum levels of insurance:
Employer's Liability £10,000,000
Public Liability £5,000,000
Professional Indemnity insurance is not required for this contract.
2.2 The Contractor must hold ISO 9001 and ISO 14001 certification (or equivalent). ISO 45001 is
desirable. Cyber Essentials is required; Cyber Essentials Plus is not required.
2.3 The Contractor must be a member of an SSIP scheme such as CHAS or Constructionline Gold.
2.4 All operatives working in cemeteries next to schools must hold an enhanced DBS check.
2.5 The minimum annual turnover required is £1,000,000.`,
  },
];
