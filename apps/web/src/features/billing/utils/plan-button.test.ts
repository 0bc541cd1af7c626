import type { Plan } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { resolvePlanButton } from './plan-button';

function makePlan(overrides: Partial<Plan>): Plan {
  return {
    id: 'premium',
    name: 'Premium',
    description: '',
    price: { monthly: 25, annually: 252 },
    annualMonthlyEquivalent: 21,
    annualSavingsLabel: 'Save 16%',
    priceIds: { monthly: 'price_m', annually: 'price_a' },
    status: 'active',
    tag: null,
    cta: { label: 'Upgrade to Premium', action: 'checkout', href: null },
    features: [],
    limits: { dailyActions: null, alertProfiles: 2, favourites: 10 },
    ...overrides,
  };
}

const premium = makePlan({});
const free = makePlan({
  id: 'free',
  priceIds: { monthly: null, annually: null },
  cta: { label: 'Get Started', action: 'register', href: '/register' },
});
const enterprise = makePlan({
  id: 'enterprise',
  status: 'coming_soon',
  priceIds: { monthly: null, annually: null },
  cta: { label: 'Contact Sales', action: 'contact_sales', href: 'mailto:sales@wac.local' },
});

const anonymous = { isAuthenticated: false, tier: null };
const freeUser = { isAuthenticated: true, tier: 'free' };
const premiumUser = { isAuthenticated: true, tier: 'premium' };

describe('resolvePlanButton', () => {
  it('disables the current plan', () => {
    expect(resolvePlanButton(premium, 'monthly', premiumUser, true)).toEqual({
      kind: 'current',
      label: 'Your Current Plan',
    });
    expect(resolvePlanButton(free, 'monthly', freeUser, true).kind).toBe('current');
  });

  it('sends a visitor to log in with redirect=/pricing', () => {
    expect(resolvePlanButton(premium, 'annually', anonymous, true)).toEqual({
      kind: 'link',
      label: 'Upgrade to Premium',
      to: '/login?redirect=%2Fpricing',
    });
    expect(resolvePlanButton(free, 'monthly', anonymous, true)).toMatchObject({ to: '/register' });
  });

  it('checks a free user out with the price of the chosen interval', () => {
    expect(resolvePlanButton(premium, 'annually', freeUser, true)).toEqual({
      kind: 'checkout',
      label: 'Upgrade to Premium',
      priceId: 'price_a',
    });
  });

  it('sends paid users to the billing portal to change plan', () => {
    const professional = makePlan({ id: 'professional' });
    expect(resolvePlanButton(professional, 'monthly', premiumUser, true).kind).toBe('portal');
    expect(resolvePlanButton(free, 'monthly', premiumUser, true).kind).toBe('portal');
  });

  it('says billing is not configured instead of offering checkout', () => {
    const unpriced = makePlan({ priceIds: { monthly: null, annually: null } });
    for (const visitor of [anonymous, freeUser]) {
      expect(resolvePlanButton(unpriced, 'monthly', visitor, false)).toEqual({
        kind: 'not-configured',
        label: 'Billing is not configured',
      });
    }
  });

  it("links Enterprise to sales' email", () => {
    expect(resolvePlanButton(enterprise, 'monthly', freeUser, false)).toEqual({
      kind: 'mailto',
      label: 'Contact Sales',
      href: 'mailto:sales@wac.local',
    });
  });
});
