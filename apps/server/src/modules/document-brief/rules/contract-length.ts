import { defineRule } from './brief-rule';
import { describeMonths, readContractTerm } from './parse/durations';

/**
 * How long the contract runs and any extensions. The sentence must be about the contract's term
 * (not tender validity, experience, accounts or warranty periods, which also count years).
 */
const TERM_WORDS =
  /\b(?:contract|framework|agreement|call-off)\b[^.]{0,80}\b(?:term|period|duration|length|run|for|of)\b|\binitial\s+(?:term|period|contract)\b|\bcontract\s+(?:term|period|duration|length)\b/i;
const OTHER_PERIODS =
  /\b(?:validity|valid for|experience|last|previous|past|accounts|warranty|defects|retention|standstill|mobilisation|insurance|turnover|invoices?|payment|notice period|days)\b/i;

export const contractLengthRule = defineRule({
  field: 'contract_length',
  cue: /year|month|yrs/i,
  read(sentence) {
    if (!TERM_WORDS.test(sentence) || OTHER_PERIODS.test(sentence)) return null;
    const term = readContractTerm(sentence);
    if (!term) return null;
    const { initialMonths, extensionMonths } = term;
    const maximumMonths =
      initialMonths !== null && extensionMonths !== null ? initialMonths + extensionMonths : null;
    const parts = [
      initialMonths !== null ? `${describeMonths(initialMonths)} initial term` : null,
      extensionMonths !== null ? `extensions of up to ${describeMonths(extensionMonths)}` : null,
      maximumMonths !== null ? `${describeMonths(maximumMonths)} in all` : null,
    ].filter((part): part is string => part !== null);
    const summary = parts.join(', ');
    return {
      value: { initialMonths, extensionMonths, maximumMonths },
      summary: summary.charAt(0).toUpperCase() + summary.slice(1),
      strength: (initialMonths !== null ? 1 : 0) + (extensionMonths !== null ? 1 : 0),
    };
  },
});
