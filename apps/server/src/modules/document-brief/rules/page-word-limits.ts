import { defineRule } from './brief-rule';
import { NUMBER_PATTERN, parseNumber } from './parse/numbers';

/**
 * Limits on the length of answers: "must not exceed 1,000 words", "(max. 500 words)", "no more
 * than two sides of A4". Only counts stated as a limit are read, not "the 200-page specification".
 */
const COUNT = `(\\d{1,3}(?:,\\d{3})+|${NUMBER_PATTERN})`;
const LIMIT = new RegExp(
  `\\b(?:maximum|max\\.?|limit(?:ed)?|not\\s+(?:to\\s+)?exceed|no\\s+(?:more|longer)\\s+than|up\\s+to|restricted\\s+to|word\\s+count|page\\s+limit|word\\s+limit)\\b[^.;]{0,40}?\\b${COUNT}\\s*(words?|pages?|sides?(?:\\s+of\\s+A4)?|characters?)\\b|\\b${COUNT}\\s*(words?|pages?|sides?(?:\\s+of\\s+A4)?|characters?)\\s*(?:\\)\\s*)?(?:maximum|max\\b|limit|or\\s+(?:less|fewer))`,
  'gi',
);

function unitOf(word: string): 'words' | 'pages' | 'characters' {
  if (/^word/i.test(word)) return 'words';
  if (/^char/i.test(word)) return 'characters';
  return 'pages';
}

export const pageWordLimitsRule = defineRule({
  field: 'page_word_limits',
  cue: /words?|pages?|sides?|characters?/i,
  read(sentence) {
    const limits: { count: number; unit: 'words' | 'pages' | 'characters' }[] = [];
    for (const m of sentence.matchAll(LIMIT)) {
      const [countText, unitText] = m[1] ? [m[1], m[2]] : [m[3], m[4]];
      const count = parseNumber((countText ?? '').replace(/,/g, ''));
      if (!count || !Number.isInteger(count)) continue;
      const limit = { count, unit: unitOf(unitText ?? '') };
      if (!limits.some((known) => known.count === limit.count && known.unit === limit.unit))
        limits.push(limit);
    }
    if (limits.length === 0) return null;
    return {
      value: { limits },
      summary: limits
        .map(
          (limit) =>
            `${limit.count.toLocaleString('en-GB')} ${limit.count === 1 ? limit.unit.replace(/s$/, '') : limit.unit}`,
        )
        .join(', '),
    };
  },
});
