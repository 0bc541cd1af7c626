import type { BriefRequirement } from '@wac/contract';

/**
 * Whether a sentence requires the thing named at a place in it. A negation belongs to the
 * requirement it follows ("Cyber Essentials is required, Cyber Essentials Plus is not required"
 * negates only Plus) or, when no requirement comes before it in its clause, to every one after it
 * ("Suppliers are not required to hold ISO 9001 or ISO 14001").
 */
const REQUIREMENT_TERMS =
  /\bISO\s*\/?\s*(?:IEC\s*)?\d{4,5}|Cyber Essentials(?:\s+Plus)?|\bSSIP\b|\bCHAS\b|Constructionline|\bDBS\b|Disclosure and Barring|\bemployers?['’]?s?['’]?\s+liability|\bpublic(?:\s*(?:\/|and)\s*products?)?\s+liability|\bprofessional\s+(?:indemnity|liability)|\bTUPE\b/gi;
const NEGATION =
  /\b(?:(?:is|are|will)\s+not\s+(?:be\s+)?(?:required|necessary|needed|mandatory|essential|a requirement|requested|sought)|not\s+(?:required|necessary|mandatory)|no\s+(?:requirement|need)|need\s+not|(?:do|does)\s+not\s+(?:need|have)\s+to|(?:is|are)\s+not(?=\s*(?:[.;,]|$)))/gi;
const CLAUSE_BREAK = /;|\bbut\b|\bwhereas\b|\bhowever\b|\balthough\b|\bwhile\b/gi;
const DESIRABLE =
  /\b(?:desirable|preferred|preferable|advantageous|an advantage|beneficial|welcomed?)\b/i;
const REQUIRED =
  /\b(?:must|required?|requirement|shall|mandatory|essential|need(?:s)? to|expected to|minimum|to hold|to have|will hold|should hold|should have|certified|accredited|compliant|comply)\b/i;

function clauseAround(text: string, start: number): [number, number] {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    if (m.index < start) from = m.index + m[0].length;
    else if (m.index >= start) {
      to = m.index;
      break;
    }
  }
  return [from, to];
}

export function isNegatedAt(text: string, termStart: number): boolean {
  const [from, to] = clauseAround(text, termStart);
  const clause = text.slice(from, to);
  const terms = [...clause.matchAll(REQUIREMENT_TERMS)].map((m) => from + m.index);
  for (const negation of clause.matchAll(NEGATION)) {
    const at = from + negation.index;
    const before = terms.filter((termAt) => termAt < at);
    const owner = before.at(-1);
    if (owner === undefined ? termStart > at : owner === termStart) return true;
  }
  return false;
}

export function requirementAt(text: string, termStart: number): BriefRequirement {
  if (isNegatedAt(text, termStart)) return 'not_required';
  const [from, to] = clauseAround(text, termStart);
  if (DESIRABLE.test(text.slice(from, to))) return 'desirable';
  return REQUIRED.test(text) ? 'required' : 'mentioned';
}

export const REQUIREMENT_WORDS: Record<BriefRequirement, string> = {
  required: 'Required',
  not_required: 'Not required',
  desirable: 'Desirable',
  mentioned: 'Mentioned',
};
