import type { BillingInterval, Plan } from '@wac/contract';
import { DEFAULT_CURRENCY, LOCALE } from '@/config/constants';

const poundFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: DEFAULT_CURRENCY,
  maximumFractionDigits: 0,
});

export function formatPounds(amount: number): string {
  return poundFormatter.format(amount);
}

export type PlanPriceDisplay = { amount: string; period: string | null; note: string | null };

/** What a plan card shows: annual plans are shown per month with the yearly total beneath. */
export function describePlanPrice(plan: Plan, interval: BillingInterval): PlanPriceDisplay {
  const { monthly, annually } = plan.price;
  if (monthly === null || annually === null) {
    return { amount: 'Custom', period: null, note: 'Tailored to your team' };
  }
  if (monthly === 0) return { amount: formatPounds(0), period: '/month', note: 'Free forever' };
  if (interval === 'annually') {
    return {
      amount: formatPounds(plan.annualMonthlyEquivalent ?? Math.round(annually / 12)),
      period: '/month',
      note: `Billed ${formatPounds(annually)} annually`,
    };
  }
  return { amount: formatPounds(monthly), period: '/month', note: 'Billed monthly' };
}

/** The toggle's badge: the first saving any plan offers ("Save 16%"). */
export function findAnnualSavingsLabel(plans: readonly Plan[]): string | null {
  return plans.find((plan) => plan.annualSavingsLabel)?.annualSavingsLabel ?? null;
}
