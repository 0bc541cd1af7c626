import { salesContactHref } from '@wac/contract/sales-contact';
import { CreditCard, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth/types';
import { useBillingPortal } from '@/hooks/use-billing-portal';
import { useSiteConfig } from '@/hooks/use-site-config';
import { isPaidTier } from '@/lib/tiers';
import { formatSubscriptionStatus, formatTierName } from '../utils/account-text';
import { AccountCard } from './account-card';

/**
 * Tier and status; Manage Billing for paid plans (Contact Sales when this server takes no
 * payments), View Upgrade Options for free.
 */
export function SubscriptionCard({ user }: { user: User }) {
  const portal = useBillingPortal();
  const isPaid = isPaidTier(user);
  const { data: siteConfig } = useSiteConfig();
  // Until the settings arrive, offer the portal as before; the server refuses it if need be.
  const canManageOnline = siteConfig?.billing.is_configured ?? true;
  const salesHref = salesContactHref(
    siteConfig?.billing.sales_email ?? null,
    'WAC billing enquiry',
  );
  return (
    <AccountCard icon={CreditCard} title="Subscription">
      <dl className="mb-4 space-y-2 text-sm">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-fg-muted">Plan</dt>
          <dd>
            <Badge tone={isPaid ? 'premium' : 'neutral'}>{formatTierName(user.tier)}</Badge>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-fg-muted">Status</dt>
          <dd className="font-medium">{formatSubscriptionStatus(user.subscription_status)}</dd>
        </div>
      </dl>
      {isPaid && !canManageOnline ? (
        <div className="space-y-3">
          <p className="text-sm text-fg-muted">
            Online billing is not available at the moment: our sales team can change or cancel your
            plan.
          </p>
          {salesHref.startsWith('mailto:') ? (
            <a href={salesHref} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              <Mail aria-hidden className="size-4" />
              Contact Sales
            </a>
          ) : (
            <ButtonLink to={salesHref} variant="secondary" size="sm">
              Contact Sales
            </ButtonLink>
          )}
        </div>
      ) : isPaid ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={portal.isRedirecting}
          onClick={() => void portal.openBillingPortal()}
        >
          {portal.buttonLabel}
        </Button>
      ) : (
        <ButtonLink to={paths.pricing} size="sm">
          View Upgrade Options
        </ButtonLink>
      )}
    </AccountCard>
  );
}
