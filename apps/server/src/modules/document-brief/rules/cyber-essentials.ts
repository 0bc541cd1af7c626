import { defineRule } from './brief-rule';
import { REQUIREMENT_STRENGTH } from './iso-standards';
import { REQUIREMENT_WORDS, requirementAt } from './parse/requirement';

/**
 * Cyber Essentials or Cyber Essentials Plus. "Cyber Essentials Plus is not required" says Plus is
 * not asked for; it never reads as Cyber Essentials being required. Where a sentence names both,
 * the level actually required is the one given.
 */
const LEVEL = /\bCyber\s+Essentials(\s+Plus|\s*\+)?/gi;

export const cyberEssentialsRule = defineRule({
  field: 'cyber_essentials',
  cue: /cyber\s+essentials/i,
  read(sentence) {
    const mentions = [...sentence.matchAll(LEVEL)].map((m) => ({
      level: m[1] ? ('Cyber Essentials Plus' as const) : ('Cyber Essentials' as const),
      requirement: requirementAt(sentence, m.index),
    }));
    const ranked = mentions.sort(
      (a, b) =>
        REQUIREMENT_STRENGTH[b.requirement] - REQUIREMENT_STRENGTH[a.requirement] ||
        (b.level === 'Cyber Essentials Plus' ? 1 : 0) -
          (a.level === 'Cyber Essentials Plus' ? 1 : 0),
    );
    const best = ranked[0];
    if (!best) return null;
    return {
      value: best,
      summary: `${best.level}: ${REQUIREMENT_WORDS[best.requirement].toLowerCase()}`,
      strength: REQUIREMENT_STRENGTH[best.requirement],
    };
  },
});
