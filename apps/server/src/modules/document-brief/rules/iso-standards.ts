import type { BriefField } from '@wac/contract';
import { type BriefRule, defineRule } from './brief-rule';
import { REQUIREMENT_WORDS, requirementAt } from './parse/requirement';

/** ISO 9001, 14001, 27001 and 45001: one rule each, made alike ("BS EN ISO 9001:2015", "ISO/IEC 27001"). */
type IsoField = 'iso_9001' | 'iso_14001' | 'iso_27001' | 'iso_45001';

/** A requirement outranks a desirable one, which outranks a bare mention or a "not required". */
const STRENGTH = { required: 3, desirable: 2, not_required: 1, mentioned: 0 } as const;

function isoRule<F extends IsoField & BriefField>(field: F): BriefRule<F> {
  const number = field.slice(4);
  const standard = new RegExp(`\\bISO\\s*\\/?\\s*(?:IEC\\s*)?${number}\\b`, 'i');
  return defineRule({
    field,
    cue: standard,
    read(sentence) {
      const mention = standard.exec(sentence);
      if (!mention) return null;
      const requirement = requirementAt(sentence, mention.index);
      return {
        value: { requirement },
        summary: REQUIREMENT_WORDS[requirement],
        strength: STRENGTH[requirement],
      };
    },
  });
}

export const iso9001Rule = isoRule('iso_9001');
export const iso14001Rule = isoRule('iso_14001');
export const iso27001Rule = isoRule('iso_27001');
export const iso45001Rule = isoRule('iso_45001');
export { STRENGTH as REQUIREMENT_STRENGTH };
