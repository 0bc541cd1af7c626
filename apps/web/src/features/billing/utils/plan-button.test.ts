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
    includes: null,
    features: [],
    limits: { dailyActions: null, alertProfiles: 2, favourites: 10, csvExportRows: 1000 },
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

const ONLINE = { isConfigured: true, salesEmail: 'sales@wac.local' };
const BY_EMAIL = { isConfigured: false, salesEmail: 'sales@wac.local' };

const anonymous = { isAuthenticated: false, tier: null };
const freeUser = { isAuthenticated: true, tier: 'free' };
const premiumUser = { isAuthenticated: true, tier: 'premium' };

describe('resolvePlanButton', () => {
  it('disables the current plan', () => {
    expect(resolvePlanButton(premium, 'monthly', premiumUser, ONLINE)).toEqual({
      kind: 'current',
      label: 'Your Current Plan',
    });
    expect(resolvePlanButton(free, 'monthly', freeUser, ONLINE).kind).toBe('current');
  });

  it('sends a visitor to log in with redirect=/pricing', () => {
    expect(resolvePlanButton(premium, 'annually', anonymous, ONLINE)).toEqual({
      kind: 'link',
      label: 'Upgrade to Premium',
      to: '/login?redirect=%2Fpricing',
    });
    expect(resolvePlanButton(free, 'monthly', anonymous, ONLINE)).toMatchObject({
      to: '/register',
    });
  });

  it('checks a free user out with the price of the chosen interval', () => {
    expect(resolvePlanButton(premium, 'annually', freeUser, ONLINE)).toEqual({
      kind: 'checkout',
      label: 'Upgrade to Premium',
      priceId: 'price_a',
    });
  });

  it('sends paid users to the billing portal to change plan', () => {
    const professional = makePlan({ id: 'professional' });
    expect(resolvePlanButton(professional, 'monthly', premiumUser, ONLINE).kind).toBe('portal');
    expect(resolvePlanButton(free, 'monthly', premiumUser, ONLINE).kind).toBe('portal');
  });

  it('offers Contact Sales for every paid plan when billing is not configured', () => {
    const unpriced = makePlan({ priceIds: { monthly: null, annually: null } });
    const professional = makePlan({ id: 'professional', name: 'Professional' });
    for (const visitor of [anonymous, freeUser]) {
      expect(resolvePlanButton(unpriced, 'monthly', visitor, BY_EMAIL)).toEqual({
        kind: 'mailto',
        label: 'Contact Sales',
        href: 'mailto:sales@wac.local?subject=WAC%20Premium%20enquiry',
      });
      expect(resolvePlanButton(professional, 'annually', visitor, BY_EMAIL)).toMatchObject({
        kind: 'mailto',
        href: 'mailto:sales@wac.local?subject=WAC%20Professional%20enquiry',
      });
    }
    // A paid customer changes plan through sales too, and never sees a dead button.
    expect(resolvePlanButton(free, 'monthly', premiumUser, BY_EMAIL).kind).toBe('mailto');
    expect(resolvePlanButton(professional, 'monthly', premiumUser, BY_EMAIL).kind).toBe('mailto');
    expect(resolvePlanButton(premium, 'monthly', premiumUser, BY_EMAIL).kind).toBe('current');
    // Anonymous visitors may still start with the free plan.
    expect(resolvePlanButton(free, 'monthly', anonymous, BY_EMAIL).kind).toBe('link');
  });

  it('sends Contact Sales to the Contact page when no sales address is set', () => {
    const noAddress = { isConfigured: false, salesEmail: null };
    expect(resolvePlanButton(makePlan({}), 'monthly', freeUser, noAddress)).toEqual({
      kind: 'link',
      label: 'Contact Sales',
      to: '/contact',
    });
    const toContact = makePlan({
      id: 'enterprise',
      cta: { label: 'Contact Sales', action: 'contact_sales', href: '/contact' },
    });
    expect(resolvePlanButton(toContact, 'monthly', freeUser, noAddress)).toEqual({
      kind: 'link',
      label: 'Contact Sales',
      to: '/contact',
    });
  });

  it("links Enterprise to sales' email", () => {
    expect(resolvePlanButton(enterprise, 'monthly', freeUser, BY_EMAIL)).toEqual({
      kind: 'mailto',
      label: 'Contact Sales',
      href: 'mailto:sales@wac.local',
    });
  });
});
