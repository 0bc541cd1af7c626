import { CreditCard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { User } from '@/features/auth/types';
import { useBillingPortal } from '@/hooks/use-billing-portal';
import { isPaidTier } from '@/lib/tiers';
import { formatSubscriptionStatus, formatTierName } from '../utils/account-text';
import { AccountCard } from './account-card';

/** Tier and status; Manage Billing for paid plans, View Upgrade Options for free. */
export function SubscriptionCard({ user }: { user: User }) {
  const portal = useBillingPortal();
  const isPaid = isPaidTier(user);
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
      {isPaid ? (
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
