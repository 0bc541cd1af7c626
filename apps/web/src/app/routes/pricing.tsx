import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function PricingRoute() {
  return (
    <PlaceholderPage
      title="Plans & Pricing"
      description="Compare WAC plans: free, Premium and Professional, with monthly or annual billing."
    />
  );
}
