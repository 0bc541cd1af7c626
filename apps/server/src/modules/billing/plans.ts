import {
  type BillingInterval,
  OPERATOR_SERVICE_LABELS,
  type OperatorContent,
  type Plan,
  type PlanFeature,
  type PlanId,
  SOFTWARE_FEATURE_PAGES,
  salesContactHref,
} from '@wac/contract';
import type { Env } from '../../config/env';
import { getAlertProfileLimit } from '../alerts/alert-profile-rules';
import {
  type AlertLatencyMeasurement,
  describeAlertLatencyPromise,
  LAST_ALERT_LATENCY,
} from './alert-latency-promise';
import { type FeatureLine, PLAN_DEFINITIONS, type PlanContext } from './plan-definitions';

/** Paid plans a customer can buy through checkout, cheapest first (also the tier ranking). */
export const PURCHASABLE_PLAN_IDS = ['premium', 'professional'] as const;
export type PurchasablePlanId = (typeof PURCHASABLE_PLAN_IDS)[number];

/**
 * A definition's bullet as served: software links to its page from the contract's one table (or
 * is "coming soon" without a page); a service appears only when the operator configured it, in
 * the operator's words and with the operator's link (ADR 0140).
 */
function toPlanFeatures(
  line: FeatureLine,
  context: PlanContext,
  services: OperatorContent['services'],
): PlanFeature[] {
  if ('service' in line) {
    const service = services[line.service];
    if (!service) return [];
    const text = service.label ?? OPERATOR_SERVICE_LABELS[line.service];
    const href = service.url ?? null;
    return [{ id: line.service, text, kind: 'service', href, coming_soon: false }];
  }
  const text = typeof line.text === 'function' ? line.text(context) : line.text;
  if (text === null) return [];
  const page = SOFTWARE_FEATURE_PAGES[line.software];
  return [{ id: line.software, text, kind: 'software', href: page, coming_soon: page === null }];
}

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
 * promise comes from the last `npm run bench:alert-latency` (`alertLatency` for tests); the
 * services from the operator content file (none without one).
 */
export function listPlans(
  env: Env,
  options: {
    isBillingConfigured: boolean;
    alertLatency?: AlertLatencyMeasurement;
    services?: OperatorContent['services'];
  },
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
        ? {
            ...definition.cta,
            href: salesContactHref(env.SALES_EMAIL ?? null, 'WAC Enterprise enquiry'),
          }
        : definition.cta;
    const alertProfiles = getAlertProfileLimit(definition.id, env.ALERT_PROFILE_LIMITS);
    const context = { alertProfiles, latencyPromise };
    return {
      ...definition,
      features: definition.features.flatMap((line) =>
        toPlanFeatures(line, context, options.services ?? {}),
      ),
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
