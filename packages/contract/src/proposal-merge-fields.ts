// Free of zod: the web's template editor reads the field list and the kinds from here.

/**
 * Proposal templates (issue 30, ADR 0247): the kinds of reusable section, and the merge fields a
 * section may hold. A merge field is written `{{name}}` (lower case letters and underscores, no
 * spaces inside the braces); starting a response replaces each with the opportunity's or the
 * workspace's value. A name not listed here is refused when the template is saved.
 */
export const PROPOSAL_TEMPLATE_KINDS = [
  'company_overview',
  'case_study',
  'quality',
  'environmental',
  'social_value',
  'health_and_safety',
  'data_protection',
  'modern_slavery',
  'cv',
  'other',
] as const;
export type ProposalTemplateKind = (typeof PROPOSAL_TEMPLATE_KINDS)[number];

export const PROPOSAL_TEMPLATE_KIND_LABELS: Readonly<Record<ProposalTemplateKind, string>> = {
  company_overview: 'Company overview',
  case_study: 'Case study',
  quality: 'Quality management',
  environmental: 'Environmental management',
  social_value: 'Social value',
  health_and_safety: 'Health and safety',
  data_protection: 'Data protection',
  modern_slavery: 'Modern slavery',
  cv: 'CV',
  other: 'Other',
};

/** Every merge field with what it becomes, in the order the editor lists them. */
export const MERGE_FIELDS = {
  buyer: 'The buyer (contracting authority) named on the notice',
  title: "The opportunity's title",
  reference: "The notice's reference (its OCDS id)",
  wac_id: "The opportunity's WAC ID",
  tender_deadline: 'The deadline for tenders',
  enquiry_deadline: 'The deadline for clarification questions',
  contract_start: 'The estimated contract start date',
  contract_end: 'The estimated contract end date',
  value: 'The estimated value',
  our_company: "Your company's name (the workspace's company profile)",
  our_company_number: "Your company's Companies House number",
  today: 'The date the response is started',
} as const;
export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_NAMES = Object.keys(MERGE_FIELDS) as MergeField[];

/** `{{ name }}`: braces around a name; spaces inside are tolerated, as people type them. */
export const MERGE_FIELD_PATTERN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

export const isMergeField = (name: string): name is MergeField => Object.hasOwn(MERGE_FIELDS, name);

/** The names in `text` that are not merge fields, each once, in the order written. */
export function findUnknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(MERGE_FIELD_PATTERN)) {
    const name = match[1]!;
    if (!isMergeField(name)) unknown.add(name);
  }
  return [...unknown];
}

/** Replaces each merge field in `text` with its value (fields are checked on save). */
export function mergeFields(text: string, values: Readonly<Record<MergeField, string>>): string {
  return text.replace(MERGE_FIELD_PATTERN, (whole, name: string) =>
    isMergeField(name) ? values[name] : whole,
  );
}

/** A CPV division: the first two digits of a CPV code ("45" for construction work). */
/** The longest template library search (ADR 0280), and how many of its words count. */
export const TEMPLATE_SEARCH_MAX_LENGTH = 200;
export const TEMPLATE_SEARCH_MAX_WORDS = 10;

export const CPV_DIVISION_PATTERN = /^\d{2}$/;
export const cpvDivisionOf = (code: string) => code.slice(0, 2);

/**
 * Whether a template fits an opportunity: it has no division tags (it fits any), or one of them
 * is the division of one of the opportunity's CPV codes.
 */
export function templateFits(tags: readonly string[], cpvCodes: readonly string[]): boolean {
  if (tags.length === 0) return true;
  const divisions = new Set(cpvCodes.map(cpvDivisionOf));
  return tags.some((tag) => divisions.has(tag));
}
