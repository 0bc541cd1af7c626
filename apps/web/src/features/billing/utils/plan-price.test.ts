import type { Plan } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { describePlanPrice, findAnnualSavingsLabel } from './plan-price';

type PlanBase = Omit<Plan, 'id' | 'price' | 'annualMonthlyEquivalent' | 'annualSavingsLabel'>;

const base: PlanBase = {
  name: '',
  description: '',
  priceIds: { monthly: null, annually: null },
  status: 'active',
  tag: null,
  cta: { label: '', action: 'checkout', href: null },
  includes: null,
  features: [],
  limits: { dailyActions: null, alertProfiles: null, favourites: null, csvExportRows: 0 },
};

const premium: Plan = {
  ...base,
  id: 'premium',
  price: { monthly: 25, annually: 252 },
  annualMonthlyEquivalent: 21,
  annualSavingsLabel: 'Save 16%',
};

describe('describePlanPrice', () => {
  it('shows monthly prices and the annual price per month with its yearly total', () => {
    expect(describePlanPrice(premium, 'monthly')).toEqual({
      amount: '£25',
      period: '/month',
      note: 'Billed monthly',
    });
    expect(describePlanPrice(premium, 'annually')).toEqual({
      amount: '£21',
      period: '/month',
      note: 'Billed £252 annually',
    });
  });

  it('shows free and custom prices', () => {
    const free: Plan = { ...premium, id: 'free', price: { monthly: 0, annually: 0 } };
    expect(describePlanPrice(free, 'annually').amount).toBe('£0');
    const custom: Plan = { ...premium, id: 'enterprise', price: { monthly: null, annually: null } };
    expect(describePlanPrice(custom, 'monthly')).toMatchObject({ amount: 'Custom', period: null });
  });

  it('finds the savings label for the toggle', () => {
    expect(findAnnualSavingsLabel([premium])).toBe('Save 16%');
    expect(findAnnualSavingsLabel([])).toBeNull();
  });
});
