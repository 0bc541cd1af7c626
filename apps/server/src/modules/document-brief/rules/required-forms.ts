import { defineRule } from './brief-rule';

/**
 * The forms a response must include, by the names UK buyers give them. Of the sentences that
 * ask for forms, the one naming the most wins; the value lists only the forms that sentence names.
 */
const FORMS: [string, RegExp][] = [
  ['Procurement Specific Questionnaire', /\bProcurement\s+Specific\s+Questionnaire\b|\bPSQ\b/i],
  [
    'Selection Questionnaire',
    /\b(?<!Procurement Specific )(?:Standard\s+)?Selection\s+Questionnaire\b|\bSQ\b/i,
  ],
  ['Form of Tender', /\bForm\s+of\s+Tender\b/i],
  ['Form of Offer', /\bForm\s+of\s+Offer\b/i],
  ['Pricing Schedule', /\bPric(?:ing|e)\s+Schedule\b|\bSchedule\s+of\s+Rates\b/i],
  [
    'Certificate of Non-Collusion',
    /\b(?:Certificate\s+of\s+)?(?:Non|Anti)[- ]Collusi(?:on|ve)(?:\s+(?:Certificate|Declaration|Tendering))?\b/i,
  ],
  ['Certificate of Bona Fide Tendering', /\bBona\s+Fide\s+Tender(?:ing)?\b/i],
  [
    'Conflict of Interest declaration',
    /\bConflicts?\s+of\s+Interests?\s+(?:declaration|form)\b|\bdeclaration\s+of\s+(?:any\s+)?conflicts?\s+of\s+interests?\b/i,
  ],
  ['Modern Slavery statement', /\bModern\s+Slavery\s+(?:statement|declaration|form)\b/i],
  ['Carbon Reduction Plan', /\bCarbon\s+Reduction\s+Plan\b/i],
  [
    'Freedom of Information schedule',
    /\bFreedom\s+of\s+Information\s+(?:schedule|form|declaration)\b/i,
  ],
  ['Tender Declaration', /\b(?:Tender|Supplier|Bidder)(?:['’]s)?\s+Declarations?\b/i],
  ['Tender Response Document', /\bTender\s+Response\s+(?:Document|Form)\b/i],
];
const ASKS =
  /\b(?:must|shall|should|required?|complete|completed|return|returned|submit|submitted|sign|signed|include|included|upload|uploaded|provide)\b/i;

export const requiredFormsRule = defineRule({
  field: 'required_forms',
  cue: /questionnaire|form|schedule|declaration|certificate|collusi|statement|plan|PSQ|SQ|bona fide/i,
  read(sentence) {
    if (!ASKS.test(sentence)) return null;
    const forms = FORMS.filter(([, pattern]) => pattern.test(sentence)).map(([name]) => name);
    if (forms.length === 0) return null;
    return { value: { forms }, summary: forms.join(', '), strength: forms.length };
  },
});
