import type { BillingInterval, Plan } from '@wac/contract';
import { FREE_TIER } from '@wac/contract/plan-limits';
import { salesContactHref } from '@wac/contract/sales-contact';
import { buildLoginPath, paths } from '@/config/paths';

export const CURRENT_PLAN_LABEL = 'Your Current Plan';
export const CHANGE_PLAN_LABEL = 'Change Plan';
export const CONTACT_SALES_LABEL = 'Contact Sales';

/**
 * Contact Sales as a button: an email (a mailto address) or, with no sales address set, a link
 * to the Contact page (the Enterprise card's href comes from the server, by the same rule).
 */
function contactSalesButton(label: string, href: string): PlanButton {
  return href.startsWith('mailto:')
    ? { kind: 'mailto', label, href }
    : { kind: 'link', label, to: href };
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
export type BillingSetup = { isConfigured: boolean; salesEmail: string | null };

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
  const contactSales = contactSalesButton(
    CONTACT_SALES_LABEL,
    salesContactHref(billing.salesEmail, `WAC ${plan.name} enquiry`),
  );
  const currentTier = visitor.isAuthenticated ? (visitor.tier ?? FREE_TIER) : null;
  if (plan.id === currentTier) return { kind: 'current', label: CURRENT_PLAN_LABEL };
  if (plan.cta.action === 'contact_sales' && plan.cta.href) {
    return contactSalesButton(plan.cta.label, plan.cta.href);
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
