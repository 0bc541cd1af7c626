import { defineRule } from './brief-rule';

/**
 * Whether TUPE applies, as the buyer states it. "TUPE may apply" is "possibly"; a bare mention
 * ("TUPE information is in Appendix C") is "mentioned" and outranked by any clearer sentence.
 */
const TUPE = /\bTUPE\b|Transfer of Undertakings/i;
const DOES_NOT_APPLY =
  /\b(?:(?:not|n['’]t)\s+(?:be\s+)?(?:anticipated|expected|envisaged|considered|believed|thought)\s+(?:that\s+)?(?:TUPE\s+)?(?:to\s+|will\s+|would\s+)?apply|(?:will|does|do|shall|would)\s+not\s+apply|not\s+applicable|no\s+TUPE|TUPE\s+is\s+not|not\s+a\s+TUPE)\b/i;
const POSSIBLY = /\b(?:may|might|could|potentially|possible|likely|unlikely|if)\b/i;
const APPLIES =
  /\b(?:will\s+apply|applies|shall\s+apply|(?:anticipated|expected|envisaged|considered)\s+(?:that\s+)?(?:TUPE\s+)?(?:will\s+|to\s+)apply|is\s+a\s+TUPE|TUPE\s+transfer\s+(?:will|is))\b/i;

const WORDS = {
  yes: 'Applies',
  no: 'Does not apply',
  possibly: 'May apply',
  mentioned: 'Mentioned',
} as const;
const STRENGTH = { yes: 2, no: 2, possibly: 1, mentioned: 0 } as const;

export const tupeRule = defineRule({
  field: 'tupe',
  cue: TUPE,
  read(sentence) {
    if (!TUPE.test(sentence)) return null;
    const applies = DOES_NOT_APPLY.test(sentence)
      ? 'no'
      : POSSIBLY.test(sentence)
        ? 'possibly'
        : APPLIES.test(sentence)
          ? 'yes'
          : 'mentioned';
    return { value: { applies }, summary: WORDS[applies], strength: STRENGTH[applies] };
  },
});
