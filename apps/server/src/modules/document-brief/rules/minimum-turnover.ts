import { defineRule } from './brief-rule';
import { describePounds, findMoney } from './parse/money';
import { NUMBER_PATTERN, parseNumber } from './parse/numbers';

/**
 * A minimum annual turnover, as an amount ("minimum annual turnover of £2m") or as a multiple
 * of the contract value ("at least twice the annual contract value").
 */
const TURNOVER = /\bturnover\b/i;
const THRESHOLD =
  /\b(?:minimum|at least|not less than|no less than|in excess of|exceed|over|above|a turnover of)\b/i;
const MULTIPLE = new RegExp(
  `\\b(twice|double|(${NUMBER_PATTERN})\\s*(?:x|×|times))\\s+(?:the\\s+)?(?:estimated\\s+|annual\\s+|total\\s+)*(?:annual\\s+)?(?:contract\\s+)?value`,
  'i',
);

export const minimumTurnoverRule = defineRule({
  field: 'minimum_turnover',
  cue: TURNOVER,
  read(sentence) {
    const mention = TURNOVER.exec(sentence);
    if (!mention || !THRESHOLD.test(sentence)) return null;
    const multiple = MULTIPLE.exec(sentence);
    if (multiple) {
      const times = /twice|double/i.test(multiple[1] ?? '') ? 2 : parseNumber(multiple[2] ?? '');
      if (times)
        return {
          value: { amountPounds: null, multipleOfContractValue: times },
          summary: `${times} times the contract value`,
        };
    }
    const amount = findMoney(sentence).find((money) => money.pounds >= 10_000);
    if (!amount) return null;
    return {
      value: { amountPounds: amount.pounds, multipleOfContractValue: null },
      summary: `${describePounds(amount.pounds)} a year`,
    };
  },
});
