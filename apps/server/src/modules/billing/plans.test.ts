import { ALERT_PROFILE_LIMIT_READINGS, getAlertProfileLimitFor, type Plan } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { getAlertProfileLimit } from '../alerts/alert-profile-rules';
import { describeAnnualSavings, findPlanByPriceId, listPlans } from './plans';

const textsOf = (plan: Plan | undefined) => plan?.features.map((feature) => feature.text) ?? [];

const env = loadEnv({
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_pm',
  STRIPE_PRICE_PREMIUM_ANNUAL: 'price_pa',
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_xm',
  SALES_EMAIL: 'sales@example.test',
});

describe('Contact Sales with no SALES_EMAIL set', () => {
  it('links Enterprise to the Contact page, not to a made-up address', () => {
    const plans = listPlans(loadEnv({}), { isBillingConfigured: false });
    const enterprise = plans.find((plan) => plan.id === 'enterprise');
    expect(enterprise?.cta.href).toBe('/contact');
  });

  it("emails the operator's sales address when one is set", () => {
    const enterprise = listPlans(env, { isBillingConfigured: false }).find(
      (plan) => plan.id === 'enterprise',
    );
    expect(enterprise?.cta.href).toBe(
      'mailto:sales@example.test?subject=WAC%20Enterprise%20enquiry',
    );
  });
});

describe('listPlans', () => {
  const plans = listPlans(env, { isBillingConfigured: true });
  const byId = Object.fromEntries(plans.map((plan) => [plan.id, plan]));

  it('lists the four plans with the spec prices and the Save 16% label', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'premium', 'professional', 'enterprise']);
    expect(byId.premium).toMatchObject({
      price: { monthly: 25, annually: 252 },
      annualMonthlyEquivalent: 21,
      annualSavingsLabel: 'Save 16%',
    });
    expect(byId.professional).toMatchObject({
      price: { monthly: 100, annually: 1008 },
      annualMonthlyEquivalent: 84,
      annualSavingsLabel: 'Save 16%',
    });
    expect(byId.free?.annualSavingsLabel).toBeNull();
  });

  it('gives the spec limits', () => {
    expect(byId.free?.limits).toEqual({
      dailyActions: 20,
      alertProfiles: 0,
      favourites: 3,
      csvExportRows: 0,
    });
    expect(byId.premium?.limits).toEqual({
      dailyActions: null,
      alertProfiles: 5,
      favourites: 10,
      csvExportRows: 1000,
    });
    expect(byId.professional?.limits).toMatchObject({
      alertProfiles: 5,
      favourites: 100,
      csvExportRows: 10_000,
    });
    expect(byId.enterprise?.limits).toMatchObject({ favourites: null, csvExportRows: 100_000 });
  });

  it.each(ALERT_PROFILE_LIMIT_READINGS)(
    'promises the alert profiles the server enforces under the %s reading (ADR 0121)',
    (reading) => {
      const listed = listPlans(
        { ...env, ALERT_PROFILE_LIMITS: reading },
        { isBillingConfigured: true },
      );
      for (const plan of listed) {
        const enforced = getAlertProfileLimit(plan.id, reading);
        expect(plan.limits.alertProfiles).toBe(enforced);
        const promised = textsOf(plan).filter((feature) => /alert profiles/.test(feature));
        if (plan.id === 'premium' || plan.id === 'professional') {
          expect(promised).toEqual([`${enforced} alert profiles with email alerts`]);
        }
        for (const feature of promised) expect(feature.startsWith(`${enforced} `)).toBe(true);
      }
      // The spec's two readings (account-area.md section 6): the alerts page's 5 for every paid
      // tier, or the plan table's Premium 2 and Professional 20.
      const premium = listed.find((plan) => plan.id === 'premium');
      const professional = listed.find((plan) => plan.id === 'professional');
      expect([premium?.limits.alertProfiles, professional?.limits.alertProfiles]).toEqual(
        reading === 'plan' ? [2, 20] : [5, 5],
      );
      expect(premium?.limits.alertProfiles).toBe(getAlertProfileLimitFor('premium', reading));
    },
  );

  it("states each plan's CSV export limit in its features (issue 20)", () => {
    expect(textsOf(byId.premium)).toContain('Export searches to CSV (up to 1,000 rows)');
    expect(textsOf(byId.professional)).toContain('Export searches to CSV (up to 10,000 rows)');
    expect(textsOf(byId.enterprise)).toContain('Export searches to CSV (up to 100,000 rows)');
    expect(textsOf(byId.free)).toContain('Export your favourites to CSV');
  });

  it('states the publish-to-inbox time only as measured, for the interval this server syncs at', () => {
    const measured = {
      measured_at: '2026-11-24T00:10:00.000Z',
      source: 'Contracts Finder',
      sync_interval_minutes: 15,
      notices: 20,
      p50_seconds: 450,
      p95_seconds: 861.2,
      max_seconds: 900,
      not_delivered: 0,
      target_met: true,
    };
    const promise =
      'Instant alerts, measured: 95% of new Contracts Finder notices in the inbox within 15 minutes of publication (24 Nov 2026)';
    const premiumWith = (alertLatency: typeof measured | null, interval = 15) =>
      listPlans(
        { ...env, SYNC_INTERVAL_MINUTES: interval },
        { isBillingConfigured: true, alertLatency },
      )
        .find((plan) => plan.id === 'premium')
        ?.features.map((feature) => feature.text);

    expect(premiumWith(measured)).toEqual(
      expect.arrayContaining(['Alerts as soon as found, or a daily digest', promise]),
    );
    expect(premiumWith(measured, 5)).toContain(promise);
    // Never measured, target missed, or a server syncing less often than the measured one: no promise.
    for (const features of [
      premiumWith(null),
      premiumWith({ ...measured, target_met: false }),
      premiumWith(measured, 30),
    ]) {
      expect(features).toContain('Alerts as soon as found, or a daily digest');
      expect(features?.some((feature) => feature.includes('measured'))).toBe(false);
    }
  });

  it('marks Enterprise coming soon with a contact-sales email link', () => {
    expect(byId.enterprise).toMatchObject({
      status: 'coming_soon',
      price: { monthly: null, annually: null },
      cta: { action: 'contact_sales', label: 'Contact Sales' },
    });
    expect(byId.enterprise?.cta.href).toMatch(/^mailto:sales@example\.test\?subject=/);
  });

  it('carries configured price ids only, and none when billing is off', () => {
    expect(byId.premium?.priceIds).toEqual({ monthly: 'price_pm', annually: 'price_pa' });
    expect(byId.professional?.priceIds).toEqual({ monthly: 'price_xm', annually: null });
    const off = listPlans(env, { isBillingConfigured: false });
    for (const plan of off) expect(plan.priceIds).toEqual({ monthly: null, annually: null });
  });
});

describe('findPlanByPriceId', () => {
  it('maps our prices to plan and interval and nothing else', () => {
    expect(findPlanByPriceId(env, 'price_pa')).toEqual({ planId: 'premium', interval: 'annually' });
    expect(findPlanByPriceId(env, 'price_xm')).toEqual({
      planId: 'professional',
      interval: 'monthly',
    });
    expect(findPlanByPriceId(env, 'price_unknown')).toBeUndefined();
  });
});

describe('describeAnnualSavings', () => {
  it('rounds the saving against twelve monthly payments', () => {
    expect(describeAnnualSavings(25, 252)).toBe('Save 16%');
    expect(describeAnnualSavings(10, 120)).toBeNull();
    expect(describeAnnualSavings(null, null)).toBeNull();
  });
});
