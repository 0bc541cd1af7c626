import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  NOT_YET_PAID_TITLE,
  PaymentSuccessPage,
  SIGNED_OUT_TITLE,
} from '@/features/billing/components/payment-success-page';
import { usePageMeta } from '@/hooks/use-page-meta';
import { isPaidTier } from '@/lib/tiers';

export default function PaymentSuccessRoute() {
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isLoading, refreshUser, user } = useAuth();
  const isPaid = isPaidTier(user);
  usePageMeta({
    title:
      isLoading || (isAuthenticated && isPaid)
        ? 'Your Upgrade is Complete'
        : isAuthenticated
          ? NOT_YET_PAID_TITLE
          : SIGNED_OUT_TITLE,
    description: 'Thank you for upgrading your WAC subscription.',
  });
  return (
    <PaymentSuccessPage
      sessionId={searchParams.get('session_id')}
      isAuthenticated={isAuthenticated}
      isAuthLoading={isLoading}
      refreshUser={refreshUser}
      isPaid={isPaid}
    />
  );
}
