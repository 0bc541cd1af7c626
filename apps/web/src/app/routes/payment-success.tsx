import { useSearchParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PaymentSuccessPage } from '@/features/billing/components/payment-success-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PaymentSuccessRoute() {
  usePageMeta({
    title: 'Your Upgrade is Complete',
    description: 'Thank you for upgrading your WAC subscription.',
  });
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isLoading, refreshUser } = useAuth();
  return (
    <PaymentSuccessPage
      sessionId={searchParams.get('session_id')}
      isAuthenticated={isAuthenticated}
      isAuthLoading={isLoading}
      refreshUser={refreshUser}
    />
  );
}
