import { defineRule } from './brief-rule';
import { REQUIREMENT_STRENGTH } from './iso-standards';
import { REQUIREMENT_WORDS, requirementAt } from './parse/requirement';

/** Health and safety accreditation schemes: SSIP (and its members CHAS, SafeContractor...) and Constructionline. */
const SCHEME =
  /\b(SSIP|CHAS|Constructionline(?:\s+(?:Gold|Silver|Platinum))?|SafeContractor|Acclaim|SMAS\s+Worksafe|Avetta)\b/gi;

const CANONICAL: Record<string, string> = {
  ssip: 'SSIP',
  chas: 'CHAS',
  safecontractor: 'SafeContractor',
  acclaim: 'Acclaim',
  avetta: 'Avetta',
};

export const healthSafetySchemesRule = defineRule({
  field: 'health_safety_schemes',
  cue: /SSIP|CHAS|Constructionline|SafeContractor|Acclaim|SMAS|Avetta/i,
  read(sentence) {
    const mentions = [...sentence.matchAll(SCHEME)];
    const first = mentions[0];
    if (!first) return null;
    const schemes = [
      ...new Set(
        mentions.map(
          (m) => CANONICAL[(m[1] ?? '').toLowerCase()] ?? (m[1] ?? '').replace(/\s+/g, ' '),
        ),
      ),
    ];
    const requirement = requirementAt(sentence, first.index);
    return {
      value: { schemes, requirement },
      summary: `${schemes.join(', ')}: ${REQUIREMENT_WORDS[requirement].toLowerCase()}`,
      strength: REQUIREMENT_STRENGTH[requirement] * 10 + schemes.length,
    };
  },
});
