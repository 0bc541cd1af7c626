import type { BriefField } from '@wac/contract';
import { type BriefRule, defineRule } from './brief-rule';
import { describePounds, findMoney } from './parse/money';
import { REQUIREMENT_WORDS, requirementAt } from './parse/requirement';

/**
 * The three insurance levels tenders ask for, one rule each (they often share one sentence or a
 * flattened table row, so each takes the amount after its own name and before the next one's).
 */
type InsuranceField =
  | 'employers_liability_insurance'
  | 'public_liability_insurance'
  | 'professional_indemnity_insurance';

const NAMES: Record<InsuranceField, RegExp> = {
  employers_liability_insurance: /\bemployers?['’]?s?['’]?\s+liability\b/i,
  public_liability_insurance: /\bpublic(?:\s*(?:\/|and)\s*products?)?\s+liability\b/i,
  professional_indemnity_insurance: /\bprofessional\s+(?:indemnity|liability)\b/i,
};
const ANY_NAME = new RegExp(
  Object.values(NAMES)
    .map((name) => name.source)
    .join('|'),
  'gi',
);

function insuranceRule<F extends InsuranceField & BriefField>(field: F): BriefRule<F> {
  const name = NAMES[field];
  return defineRule({
    field,
    cue: name,
    read(sentence) {
      const own = name.exec(sentence);
      if (!own) return null;
      const ownEnd = own.index + own[0].length;
      const nextName = [...sentence.matchAll(ANY_NAME)].find((m) => m.index >= ownEnd);
      const amounts = findMoney(sentence).filter((money) => money.pounds >= 10_000);
      const amount =
        amounts.find(
          (money) => money.start >= ownEnd && money.start < (nextName?.index ?? Infinity),
        ) ??
        amounts.filter((money) => money.end <= own.index && own.index - money.end <= 25).at(-1);
      const requirement = requirementAt(sentence, own.index);
      if (!amount && requirement !== 'not_required') return null;
      const amountPounds = requirement === 'not_required' ? null : (amount?.pounds ?? null);
      return {
        value: { amountPounds, requirement },
        summary:
          amountPounds === null
            ? REQUIREMENT_WORDS[requirement]
            : requirement === 'mentioned'
              ? describePounds(amountPounds)
              : `${describePounds(amountPounds)} (${REQUIREMENT_WORDS[requirement].toLowerCase()})`,
        strength: amountPounds === null ? 0 : 1,
      };
    },
  });
}

export const employersLiabilityRule = insuranceRule('employers_liability_insurance');
export const publicLiabilityRule = insuranceRule('public_liability_insurance');
export const professionalIndemnityRule = insuranceRule('professional_indemnity_insurance');
