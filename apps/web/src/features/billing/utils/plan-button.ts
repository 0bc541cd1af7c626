import type { BillingInterval, Plan } from '@wac/contract';
import { FREE_TIER } from '@wac/contract/plan-limits';
import { buildLoginPath, paths } from '@/config/paths';

export const CURRENT_PLAN_LABEL = 'Your Current Plan';
export const CHANGE_PLAN_LABEL = 'Change Plan';
export const CONTACT_SALES_LABEL = 'Contact Sales';

/** An email to sales about a plan (the Enterprise card's link has the server's own subject). */
export function buildSalesMailto(salesEmail: string, planName: string): string {
  return `mailto:${salesEmail}?subject=${encodeURIComponent(`WAC ${planName} enquiry`)}`;
}

/** What one plan card's button does for this visitor. */
export type PlanButton =
  | { kind: 'current'; label: string }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'mailto'; label: string; href: string }
  | { kind: 'checkout'; label: string; priceId: string }
  | { kind: 'portal'; label: string };

export type Visitor = { isAuthenticated: boolean; tier: string | null };

/** How this server sells plans: online (checkout and portal), or through sales by email. */
export type BillingSetup = { isConfigured: boolean; salesEmail: string };

/**
 * The button rules of the pricing page (account-area.md section 2): the current plan is
 * disabled; visitors log in first; paid users change plan in the billing portal. When billing
 * is not configured, every plan change is a Contact Sales email instead (issue 14 item 5).
 */
export function resolvePlanButton(
  plan: Plan,
  interval: BillingInterval,
  visitor: Visitor,
  billing: BillingSetup,
): PlanButton {
  const isBillingConfigured = billing.isConfigured;
  const contactSales: PlanButton = {
    kind: 'mailto',
    label: CONTACT_SALES_LABEL,
    href: buildSalesMailto(billing.salesEmail, plan.name),
  };
  const currentTier = visitor.isAuthenticated ? (visitor.tier ?? FREE_TIER) : null;
  if (plan.id === currentTier) return { kind: 'current', label: CURRENT_PLAN_LABEL };
  if (plan.cta.action === 'contact_sales' && plan.cta.href) {
    return { kind: 'mailto', label: plan.cta.label, href: plan.cta.href };
  }
  const isPaidVisitor = currentTier !== null && currentTier !== FREE_TIER;
  if (plan.cta.action === 'register') {
    if (!visitor.isAuthenticated)
      return { kind: 'link', label: plan.cta.label, to: paths.register };
    return isBillingConfigured ? { kind: 'portal', label: CHANGE_PLAN_LABEL } : contactSales;
  }
  const priceId = plan.priceIds[interval];
  if (!isBillingConfigured || !priceId) return contactSales;
  if (!visitor.isAuthenticated) {
    return { kind: 'link', label: plan.cta.label, to: buildLoginPath({ redirect: paths.pricing }) };
  }
  if (isPaidVisitor) return { kind: 'portal', label: CHANGE_PLAN_LABEL };
  return { kind: 'checkout', label: plan.cta.label, priceId };
}
