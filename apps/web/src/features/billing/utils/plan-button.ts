import type { BillingInterval, Plan } from '@wac/contract';
import { buildLoginPath, paths } from '@/config/paths';

export const BILLING_NOT_CONFIGURED_LABEL = 'Billing is not configured';
export const CURRENT_PLAN_LABEL = 'Your Current Plan';
export const CHANGE_PLAN_LABEL = 'Change Plan';

/** What one plan card's button does for this visitor. */
export type PlanButton =
  | { kind: 'current'; label: string }
  | { kind: 'not-configured'; label: string }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'mailto'; label: string; href: string }
  | { kind: 'checkout'; label: string; priceId: string }
  | { kind: 'portal'; label: string };

export type Visitor = { isAuthenticated: boolean; tier: string | null };

/**
 * The button rules of the pricing page (account-area.md section 2): the current plan is
 * disabled; visitors log in first; paid users change plan in the billing portal; nothing
 * offers checkout when billing is not configured.
 */
export function resolvePlanButton(
  plan: Plan,
  interval: BillingInterval,
  visitor: Visitor,
  isBillingConfigured: boolean,
): PlanButton {
  const currentTier = visitor.isAuthenticated ? (visitor.tier ?? 'free') : null;
  if (plan.id === currentTier) return { kind: 'current', label: CURRENT_PLAN_LABEL };
  if (plan.cta.action === 'contact_sales' && plan.cta.href) {
    return { kind: 'mailto', label: plan.cta.label, href: plan.cta.href };
  }
  const isPaidVisitor = currentTier !== null && currentTier !== 'free';
  if (plan.cta.action === 'register') {
    if (!visitor.isAuthenticated)
      return { kind: 'link', label: plan.cta.label, to: paths.register };
    return isBillingConfigured
      ? { kind: 'portal', label: CHANGE_PLAN_LABEL }
      : { kind: 'not-configured', label: BILLING_NOT_CONFIGURED_LABEL };
  }
  const priceId = plan.priceIds[interval];
  if (!isBillingConfigured || !priceId) {
    return { kind: 'not-configured', label: BILLING_NOT_CONFIGURED_LABEL };
  }
  if (!visitor.isAuthenticated) {
    return { kind: 'link', label: plan.cta.label, to: buildLoginPath({ redirect: paths.pricing }) };
  }
  if (isPaidVisitor) return { kind: 'portal', label: CHANGE_PLAN_LABEL };
  return { kind: 'checkout', label: plan.cta.label, priceId };
}
