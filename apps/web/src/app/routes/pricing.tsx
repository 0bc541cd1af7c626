import { useAuth } from '@/features/auth/hooks/use-auth';
import { PricingPage } from '@/features/billing/components/pricing-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PricingRoute() {
  usePageMeta({
    title: 'Plans & Pricing',
    description:
      'Compare WAC plans: Free, Premium and Professional, with monthly or annual billing.',
  });
  const { isAuthenticated, user } = useAuth();
  return <PricingPage visitor={{ isAuthenticated, tier: user?.tier ?? null }} />;
}
