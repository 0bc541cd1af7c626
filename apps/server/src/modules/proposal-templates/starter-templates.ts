import type { ProposalTemplateKind } from '@wac/contract';

/**
 * The starter set every workspace gets on first use (issue 30, ADR 0247): guided drafts for the
 * sections UK public-sector buyers ask for most. They claim nothing about the bidder; each
 * bracketed prompt asks for the bidder's own facts, and merge fields fill in the opportunity.
 * Changing a text here changes only workspaces seeded afterwards.
 */
export type StarterTemplate = {
  key: string;
  title: string;
  kind: ProposalTemplateKind;
  lines: readonly string[];
};

const REMOVE =
  'Delete every bracketed prompt before you submit, and claim only what you can evidence.';

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    key: 'company_overview',
    title: 'Company overview',
    kind: 'company_overview',
    lines: [
      '## About {{our_company}}',
      '{{our_company}} (Companies House number {{our_company_number}}) is pleased to respond to {{buyer}} for {{title}} (reference {{reference}}).',
      '[In two or three sentences: what you do, for whom, and since when. Keep to facts a buyer can check, such as your years trading, number of employees and where you work from.]',
      '## Why we are suited to this contract',
      '- [The part of the specification you know best, and the work you have delivered like it.]',
      '- [How you would staff the contract: the team, their locations and how much of their time.]',
      '- [Anything that lowers the risk for {{buyer}}: continuity plans, subcontractors you have worked with before, systems already in place.]',
      'Answer the question as the buyer asked it, in its order and within its word limit: evaluators score what is written against the question, not what they already know about you.',
      REMOVE,
    ],
  },
  {
    key: 'case_study',
    title: 'Case study',
    kind: 'case_study',
    lines: [
      '## Case study: [contract name]',
      '**Customer:** [organisation] | **Value:** [£ per year] | **Dates:** [start to end]',
      '**Situation.** [What the customer needed and why it mattered to them.]',
      '**What we did.** [Your actions, the people and methods used, and any difficulty you solved.]',
      '**Results.** [Measured outcomes: service levels met, savings, satisfaction scores, social value delivered. Use the figures your contract reports hold.]',
      '**Relevance to {{title}}.** [Say in one or two sentences how this work resembles what {{buyer}} is buying: scale, type of service, kind of customer.]',
      'Name a referee only with their permission, and only if the buyer asks for one.',
      REMOVE,
    ],
  },
  {
    key: 'quality',
    title: 'Quality management',
    kind: 'quality',
    lines: [
      '## Quality management',
      '{{our_company}} manages the quality of its work for {{buyer}} as follows.',
      '- **Policy and system.** [Your quality policy and who owns it. If you are certified to ISO 9001, give the certificate number, certifying body and expiry date; if not, describe the system you use instead.]',
      '- **Checking the work.** [How work is checked before it reaches the customer: inspections, peer review, sign-off.]',
      '- **Measuring performance.** [The measures you would report to {{buyer}} and how often.]',
      '- **Putting things right.** [How complaints and faults are logged, investigated and closed, and how lessons change the way you work.]',
      REMOVE,
    ],
  },
  {
    key: 'environmental',
    title: 'Environmental management',
    kind: 'environmental',
    lines: [
      '## Environmental management',
      '[Your environmental policy and who is accountable for it. If you are certified to ISO 14001, give the certificate details; otherwise describe how you identify and control your environmental impacts.]',
      '## Carbon reduction',
      'Central government buyers ask suppliers bidding for larger contracts for a Carbon Reduction Plan that commits to Net Zero by 2050 and reports emissions. Check the tender documents for {{title}} to see what {{buyer}} asks for.',
      '- [Your current emissions (scope 1, 2 and the scope 3 categories you measure) and the baseline year.]',
      '- [The actions that will reduce emissions on this contract: travel, energy, materials, waste.]',
      REMOVE,
    ],
  },
  {
    key: 'social_value',
    title: 'Social value',
    kind: 'social_value',
    lines: [
      '## Social value',
      'Public buyers weigh the wider benefits a contract brings; central government buyers use the Government Social Value Model. Read the themes and outcomes {{buyer}} names in the tender documents and answer those, not a general list.',
      '- **Commitment.** [What you will do on this contract, for whom and where: for example jobs or apprenticeships for local people, work for local SMEs and voluntary organisations, or volunteering time.]',
      '- **Measures.** [How much, by when, and the measure you will report against.]',
      '- **Delivery.** [Who is responsible, and how you will report progress to {{buyer}}.]',
      'Commit only to what this contract can pay for and you can evidence; buyers may write your commitments into the contract.',
      REMOVE,
    ],
  },
  {
    key: 'health_and_safety',
    title: 'Health and safety',
    kind: 'health_and_safety',
    lines: [
      '## Health and safety',
      '{{our_company}} meets its duties under the Health and Safety at Work etc. Act 1974. [Name who is responsible for health and safety at board level, and who advises you (in-house or external competent person).]',
      '- **Policy.** [Your written health and safety policy, when it was last reviewed and how staff are told of it. Employers with five or more employees must have one in writing.]',
      "- **Risk assessment.** [How you assess and control the risks of work like {{title}}, including work on the customer's premises.]",
      '- **Training.** [The training and qualifications your staff hold for this work.]',
      '- **Incidents.** [How accidents and near misses are reported (including under RIDDOR), investigated and learned from; your record over the last three years.]',
      '[For construction work, say how you meet the Construction (Design and Management) Regulations 2015, and give any Safety Schemes in Procurement (SSIP) accreditation you hold.]',
      REMOVE,
    ],
  },
  {
    key: 'data_protection',
    title: 'Data protection and information security',
    kind: 'data_protection',
    lines: [
      '## Data protection',
      "Where {{our_company}} processes personal data for {{buyer}}, it will do so as a processor under the UK GDPR and the Data Protection Act 2018, on the buyer's written instructions.",
      "- [Who leads on data protection (your data protection officer if you have one), and your registration with the Information Commissioner's Office.]",
      '- [How personal data is kept secure: access control, encryption, where the data is held, and any sub-processors.]',
      '- [How you would tell {{buyer}} of a breach, and how quickly.]',
      '## Information security',
      '[Many buyers ask for Cyber Essentials or Cyber Essentials Plus, or ISO/IEC 27001. Give the certificate details of any you hold, and describe your controls either way.]',
      REMOVE,
    ],
  },
  {
    key: 'modern_slavery',
    title: 'Modern slavery',
    kind: 'modern_slavery',
    lines: [
      '## Modern slavery',
      '{{our_company}} does not tolerate slavery, servitude, forced labour or human trafficking in its business or its supply chains.',
      '[If your turnover is £36 million or more, section 54 of the Modern Slavery Act 2015 requires an annual slavery and human trafficking statement: give the link to your latest one. If it is less, say so and describe what you do anyway.]',
      '- [How you assess the risk in your supply chain for this contract, and which suppliers or goods carry the most.]',
      '- [The checks you make on recruitment and subcontractors, and the training your staff receive.]',
      '- [How workers can raise concerns, and what you would do if a case were found.]',
      REMOVE,
    ],
  },
  {
    key: 'cv',
    title: 'CV: key person',
    kind: 'cv',
    lines: [
      '## [Full name], [role on this contract]',
      '**Role for {{buyer}}:** [What this person will do on {{title}}, and how much of their time.]',
      '**Relevant experience:** [Two or three recent pieces of work like this one, with dates and outcomes.]',
      '**Qualifications and memberships:** [Only those held, with the awarding body and year.]',
      "Include a CV only with the person's agreement, and keep to the page limit the buyer sets.",
      REMOVE,
    ],
  },
];
