import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import {
  PaymentSuccessPage,
  SIGNED_OUT_TITLE,
} from '@/features/billing/components/payment-success-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PaymentSuccessRoute() {
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isLoading, refreshUser } = useAuth();
  usePageMeta({
    title: isAuthenticated || isLoading ? 'Your Upgrade is Complete' : SIGNED_OUT_TITLE,
    description: 'Thank you for upgrading your WAC subscription.',
  });
  return (
    <PaymentSuccessPage
      sessionId={searchParams.get('session_id')}
      isAuthenticated={isAuthenticated}
      isAuthLoading={isLoading}
      refreshUser={refreshUser}
    />
  );
}
