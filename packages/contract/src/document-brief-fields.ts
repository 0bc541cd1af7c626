/**
 * The brief read from a tender pack (issue 32, ADR 0242): the fields the rule-based extractor
 * looks for, in the order the page shows them, and their labels. Zod-free so the web can import
 * it (`@wac/contract/document-brief-fields`); the response schema is in document-brief.ts.
 */
export const BRIEF_FIELD_GROUPS = [
  {
    title: 'Dates',
    fields: ['submission_deadline', 'clarification_deadline', 'site_visits'],
  },
  {
    title: 'Contract',
    fields: ['contract_length', 'contract_value', 'lots', 'evaluation_split'],
  },
  {
    title: 'Mandatory requirements',
    fields: [
      'employers_liability_insurance',
      'public_liability_insurance',
      'professional_indemnity_insurance',
      'iso_9001',
      'iso_14001',
      'iso_27001',
      'iso_45001',
      'cyber_essentials',
      'health_safety_schemes',
      'dbs_checks',
      'minimum_turnover',
      'tupe',
    ],
  },
  {
    title: 'How to respond',
    fields: ['page_word_limits', 'required_forms', 'submission_portal'],
  },
] as const;

export type BriefField = (typeof BRIEF_FIELD_GROUPS)[number]['fields'][number];
export const BRIEF_FIELDS: readonly BriefField[] = BRIEF_FIELD_GROUPS.flatMap(
  (group) => group.fields,
);

export const BRIEF_FIELD_LABELS: Readonly<Record<BriefField, string>> = {
  submission_deadline: 'Submission deadline',
  clarification_deadline: 'Clarification deadline',
  site_visits: 'Site visits',
  contract_length: 'Contract length and extensions',
  contract_value: 'Value',
  lots: 'Lots',
  evaluation_split: 'Evaluation split',
  employers_liability_insurance: "Employer's liability insurance",
  public_liability_insurance: 'Public liability insurance',
  professional_indemnity_insurance: 'Professional indemnity insurance',
  iso_9001: 'ISO 9001 (quality)',
  iso_14001: 'ISO 14001 (environment)',
  iso_27001: 'ISO 27001 (information security)',
  iso_45001: 'ISO 45001 (health and safety)',
  cyber_essentials: 'Cyber Essentials',
  health_safety_schemes: 'SSIP, CHAS or Constructionline',
  dbs_checks: 'DBS checks',
  minimum_turnover: 'Minimum turnover',
  tupe: 'TUPE',
  page_word_limits: 'Page or word limits',
  required_forms: 'Required forms',
  submission_portal: 'Where to submit',
};

/** Said for a field no rule found in any page: the brief never guesses. */
export const BRIEF_NOT_FOUND_TEXT = 'not found in the documents';
