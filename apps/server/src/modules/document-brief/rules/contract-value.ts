import { defineRule } from './brief-rule';
import { describePounds, findMoney } from './parse/money';

/**
 * The contract's value or budget ("estimated total value of £5m", "between £1.2m and £1.5m",
 * "10,000,000 GBP"). Insurance levels and turnover thresholds are amounts too, so a sentence
 * about those is not read as the value.
 */
const VALUE_WORDS =
  /\b(?:(?:estimated|total|anticipated|approximate|indicative|maximum|overall|aggregate|whole[- ]life)\s+(?:contract\s+)?value|value\s+of\s+(?:the\s+)?(?:contract|framework|agreement|opportunity|requirement)|contract\s+value|budget|valued\s+at|estimated\s+at|worth)\b/i;
const NOT_VALUE =
  /\b(?:liability|indemnity|insurance|turnover|per\s+(?:hour|day|annum\s+turnover)|penalt|bond|guarantee)\b/i;

export const contractValueRule = defineRule({
  field: 'contract_value',
  cue: /value|budget|worth/i,
  read(sentence) {
    const cue = VALUE_WORDS.exec(sentence);
    if (!cue || NOT_VALUE.test(sentence)) return null;
    const amounts = findMoney(sentence, { allowBare: true }).filter(
      (money) => money.pounds >= 1000,
    );
    const after = amounts.filter((money) => money.start >= cue.index);
    const [first, second] = after.length > 0 ? after : amounts;
    if (!first) return null;
    const isRange =
      second !== undefined &&
      /^\s*(?:-|–|to|and)\s*$/i.test(sentence.slice(first.end, second.start));
    const toPounds = isRange ? second.pounds : first.pounds;
    return {
      value: { fromPounds: first.pounds, toPounds },
      summary: describePounds(first.pounds, toPounds),
    };
  },
});
