import { defineRule } from './brief-rule';
import { NUMBER_PATTERN, parseNumber } from './parse/numbers';

/** Whether the contract is let in lots and how many ("divided into three (3) Lots"). */
const LOT_COUNT = new RegExp(
  `\\b(${NUMBER_PATTERN})\\s+(?:separate\\s+|distinct\\s+)?lots\\b`,
  'i',
);
const NOT_IN_LOTS =
  /\b(?:not\s+(?:been\s+)?(?:divided|split|broken\s+down|let|being\s+let|offered)\s+(?:in|into)\s+lots|no\s+lots|single\s+lot)\b/i;

export const lotsRule = defineRule({
  field: 'lots',
  cue: /\blots?\b/i,
  read(sentence) {
    if (NOT_IN_LOTS.test(sentence)) {
      return {
        value: { isDividedIntoLots: false, lotCount: null },
        summary: 'Not divided into lots',
      };
    }
    const count = LOT_COUNT.exec(sentence);
    const lotCount = count ? parseNumber(count[1] ?? '') : null;
    if (!lotCount || lotCount < 2 || lotCount > 100 || !Number.isInteger(lotCount)) return null;
    return { value: { isDividedIntoLots: true, lotCount }, summary: `${lotCount} lots` };
  },
});
