import type { BriefPage } from '../brief-rule';

/**
 * An NHS trust's digital-services tender, written differently from the council pack: numeric UK
 * dates, "5pm", a price range in millions, a "3+1+1" term, a 60:40 ratio, prose insurance, a
 * turnover multiple, no site visit, no lots, TUPE not expected, and Atamis as the portal.
 */
const ITT = { documentId: 'nhs-itt', fileName: 'ITT - Patient Portal Services.pdf' };
const SCHEDULE = { documentId: 'nhs-sched', fileName: 'Schedule 2 - Requirements.pdf' };

export const nhsDigitalPack: BriefPage[] = [
  {
    ...ITT,
    pageNo: 1,
    text: `Northshire Hospitals NHS Foundation Trust
Invitation to Tender: Patient Portal Services
This ITT was published on Find a Tender on 02/01/2027.`,
  },
  {
    ...ITT,
    pageNo: 2,
    text: `The deadline for clarification questions is 5pm on Friday 5 February 2027, and answers will be
circulated to all bidders by 10 February 2027. Bids must be received no later than 17:00 on
20/02/2027. There will be no site visit for this procurement. Bids shall be submitted through
the Trust's Atamis e-sourcing portal; bids submitted by email will be rejected.`,
  },
  {
    ...ITT,
    pageNo: 3,
    text: `The Contract is not divided into lots because the services are interdependent. The contract
value is estimated at between £1.2m and £1.5m per annum. The contract term is 3+1+1 years.
Bids will be assessed using a 60:40 quality:price split. Answers are limited to 500 words per
question. Bidders must complete the Selection Questionnaire and the Bidder Declaration.`,
  },
  {
    ...SCHEDULE,
    pageNo: 7,
    text: `Suppliers must hold professional indemnity insurance of at least £2m for each and every claim.
ISO/IEC 27001:2022 certification is mandatory for any supplier hosting patient data. Cyber
Essentials Plus certification is required before contract award. All staff with access to
patients will require an enhanced DBS check including a check of the barred list. Suppliers must
have an annual turnover of at least twice the annual contract value. TUPE is not anticipated to
apply to this contract.`,
  },
];
