import { defineRule } from './brief-rule';
import { REQUIREMENT_STRENGTH } from './iso-standards';
import { REQUIREMENT_WORDS, requirementAt } from './parse/requirement';

/** Disclosure and Barring Service checks and their level ("enhanced DBS check with barred list"). */
const DBS = /\bDBS\b|\bDisclosure\s+and\s+Barring\b/i;
const LEVEL = /\b(basic|standard|enhanced)\b(?=[^.]{0,40}(?:DBS|disclosure|check))/i;

export const dbsChecksRule = defineRule({
  field: 'dbs_checks',
  cue: DBS,
  read(sentence) {
    const mention = DBS.exec(sentence);
    if (!mention) return null;
    const requirement = requirementAt(sentence, mention.index);
    const level = (LEVEL.exec(sentence)?.[1]?.toLowerCase() ?? null) as
      | 'basic'
      | 'standard'
      | 'enhanced'
      | null;
    const levelWords = level
      ? `${level.charAt(0).toUpperCase()}${level.slice(1)} DBS check`
      : 'DBS check';
    return {
      value: { level: requirement === 'not_required' ? null : level, requirement },
      summary: `${levelWords}: ${REQUIREMENT_WORDS[requirement].toLowerCase()}`,
      strength: REQUIREMENT_STRENGTH[requirement] * 2 + (level ? 1 : 0),
    };
  },
});
