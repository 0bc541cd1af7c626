import {
  type BillingInterval,
  DAILY_LIMIT_RESETS,
  FREE_DAILY_ACTION_LIMIT,
  getCsvExportRowLimit,
  getFavouriteLimitForTier,
  type Plan,
  type PlanId,
} from '@wac/contract';
import type { Env } from '../../config/env';
import { getAlertProfileLimit } from '../alerts/alert-profile-rules';
import {
  type AlertLatencyMeasurement,
  describeAlertLatencyPromise,
  LAST_ALERT_LATENCY,
} from './alert-latency-promise';

/**
 * The one definition of our plans (account-area.md sections 2, 6 and 9). Prices are whole
 * pounds; the Stripe price ids behind them come from configuration (see billing-config.ts).
 */
type PlanDefinition = Omit<Plan, 'priceIds' | 'annualMonthlyEquivalent' | 'annualSavingsLabel'>;
// Each definition's `limits.alertProfiles` is filled in by `listPlans` from the server's rule.

/** Paid plans a customer can buy through checkout, cheapest first (also the tier ranking). */
export const PURCHASABLE_PLAN_IDS = ['premium', 'professional'] as const;
export type PurchasablePlanId = (typeof PURCHASABLE_PLAN_IDS)[number];

/** "Export searches to CSV (up to 1,000 rows)": the tier's limit as the plan lists it. */
function describeCsvExport(tier: string): string {
  return `Export searches to CSV (up to ${getCsvExportRowLimit(tier).toLocaleString('en-GB')} rows)`;
}

/**
 * Where a plan lists its alert profiles: "N alert profiles with email alerts", N being the limit
 * the server enforces under ALERT_PROFILE_LIMITS (`getAlertProfileLimit`, ADRs 0040 and 0121),
 * so the pricing page never promises a different number from the one the alerts page keeps.
 */
const ALERT_PROFILES_FEATURE = 'alert profiles with email alerts';

export function describeAlertProfiles(limit: number): string {
  return `${limit} ${ALERT_PROFILES_FEATURE}`;
}

/** Paid plans' instant alerts (ADR 0090); the measured promise, when there is one, follows it. */
const INSTANT_ALERTS_FEATURE = 'Alerts as soon as found, or a daily digest';

const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Search every UK public-sector opportunity and try the essentials.',
    price: { monthly: 0, annually: 0 },
    status: 'active',
    tag: null,
    cta: { label: 'Get Started', action: 'register', href: '/register' },
    features: [
      `${FREE_DAILY_ACTION_LIMIT} daily actions (${DAILY_LIMIT_RESETS})`,
      'Search opportunities from both government portals',
      `Save up to ${getFavouriteLimitForTier('free')} favourites`,
      'Export your favourites to CSV',
    ],
    limits: {
      dailyActions: FREE_DAILY_ACTION_LIMIT,
      alertProfiles: 0,
      favourites: getFavouriteLimitForTier('free'),
      csvExportRows: getCsvExportRowLimit('free'),
    },
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'For growing companies and SMEs that bid regularly.',
    price: { monthly: 25, annually: 252 },
    status: 'active',
    tag: 'Most Popular',
    cta: { label: 'Upgrade to Premium', action: 'checkout', href: null },
    features: [
      'Unlimited daily actions',
      ALERT_PROFILES_FEATURE,
      INSTANT_ALERTS_FEATURE,
      'Advanced filtering',
      `Save up to ${getFavouriteLimitForTier('premium')} favourites`,
      'Full leaderboard access',
      describeCsvExport('premium'),
    ],
    limits: {
      dailyActions: null,
      alertProfiles: null,
      favourites: getFavouriteLimitForTier('premium'),
      csvExportRows: getCsvExportRowLimit('premium'),
    },
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For sector specialists who want analytics, templates and training.',
    price: { monthly: 100, annually: 1008 },
    status: 'active',
    tag: 'For Specialists',
    cta: { label: 'Upgrade to Professional', action: 'checkout', href: null },
    features: [
      'Everything in Premium',
      ALERT_PROFILES_FEATURE,
      `Save up to ${getFavouriteLimitForTier('professional')} favourites`,
      'Analytics',
      'Proposal templates',
      'Pipeline planning',
      'Win-probability estimator',
      'Monthly workshop',
      'Training library',
      'Networking roundtables',
      describeCsvExport('professional'),
    ],
    limits: {
      dailyActions: null,
      alertProfiles: null,
      favourites: getFavouriteLimitForTier('professional'),
      csvExportRows: getCsvExportRowLimit('professional'),
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For larger teams that need seats, an account manager and an SLA.',
    price: { monthly: null, annually: null },
    status: 'coming_soon',
    tag: 'Coming Soon',
    cta: { label: 'Contact Sales', action: 'contact_sales', href: null },
    features: [
      'Custom pricing',
      'Unlimited favourites',
      'Team seats',
      'Dedicated account manager',
      'SLA',
      'Audit logs and analytics',
      describeCsvExport('enterprise'),
    ],
    limits: {
      dailyActions: null,
      alertProfiles: null,
      favourites: null,
      csvExportRows: getCsvExportRowLimit('enterprise'),
    },
  },
];

/** Stripe price ids by plan and interval, as configured (undefined when not set). */
export function readConfiguredPriceIds(
  env: Env,
): Record<PurchasablePlanId, Record<BillingInterval, string | undefined>> {
  return {
    premium: {
      monthly: env.STRIPE_PRICE_PREMIUM_MONTHLY,
      annually: env.STRIPE_PRICE_PREMIUM_ANNUAL,
    },
    professional: {
      monthly: env.STRIPE_PRICE_PROFESSIONAL_MONTHLY,
      annually: env.STRIPE_PRICE_PROFESSIONAL_ANNUAL,
    },
  };
}

function isPurchasable(planId: PlanId): planId is PurchasablePlanId {
  return (PURCHASABLE_PLAN_IDS as readonly string[]).includes(planId);
}

/** "Save 16%": what paying annually saves against twelve monthly payments. */
export function describeAnnualSavings(monthly: number | null, annually: number | null) {
  if (!monthly || !annually) return null;
  const percent = Math.round((1 - annually / (monthly * 12)) * 100);
  return percent > 0 ? `Save ${percent}%` : null;
}

/**
 * The plans as served to the web app; price ids only when billing is configured. The latency
 * promise comes from the last `npm run bench:alert-latency` (`alertLatency` for tests).
 */
export function listPlans(
  env: Env,
  options: { isBillingConfigured: boolean; alertLatency?: AlertLatencyMeasurement },
): Plan[] {
  const priceIds = readConfiguredPriceIds(env);
  const latencyPromise = describeAlertLatencyPromise(
    options.alertLatency === undefined ? LAST_ALERT_LATENCY : options.alertLatency,
    env.SYNC_INTERVAL_MINUTES,
  );
  return PLAN_DEFINITIONS.map((definition) => {
    const configured = isPurchasable(definition.id) ? priceIds[definition.id] : undefined;
    const { monthly, annually } = definition.price;
    const cta =
      definition.cta.action === 'contact_sales'
        ? { ...definition.cta, href: buildSalesMailto(env.SALES_EMAIL) }
        : definition.cta;
    const alertProfiles = getAlertProfileLimit(definition.id, env.ALERT_PROFILE_LIMITS);
    return {
      ...definition,
      features: definition.features.flatMap((feature) => {
        if (feature === ALERT_PROFILES_FEATURE) return [describeAlertProfiles(alertProfiles)];
        return feature === INSTANT_ALERTS_FEATURE && latencyPromise
          ? [feature, latencyPromise]
          : [feature];
      }),
      limits: { ...definition.limits, alertProfiles },
      cta,
      annualMonthlyEquivalent: annually ? Math.round(annually / 12) : null,
      annualSavingsLabel: describeAnnualSavings(monthly, annually),
      priceIds: {
        monthly: (options.isBillingConfigured && configured?.monthly) || null,
        annually: (options.isBillingConfigured && configured?.annually) || null,
      },
    };
  });
}

function buildSalesMailto(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent('WAC Enterprise enquiry')}`;
}

/** Which plan and interval a Stripe price id belongs to; undefined when it is not one of ours. */
export function findPlanByPriceId(
  env: Env,
  priceId: string,
): { planId: PurchasablePlanId; interval: BillingInterval } | undefined {
  const priceIds = readConfiguredPriceIds(env);
  for (const planId of PURCHASABLE_PLAN_IDS) {
    for (const interval of ['monthly', 'annually'] as const) {
      if (priceIds[planId][interval] === priceId) return { planId, interval };
    }
  }
  return undefined;
}

/** Higher ranks win when a customer somehow holds two live subscriptions. */
export function rankTier(tier: string): number {
  const index = (PURCHASABLE_PLAN_IDS as readonly string[]).indexOf(tier);
  return index === -1 ? 0 : index + 1;
}
