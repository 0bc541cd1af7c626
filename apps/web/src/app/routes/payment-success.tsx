import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function PaymentSuccessRoute() {
  return (
    <PlaceholderPage
      title="Your Upgrade is Complete"
      description="Thank you for upgrading your WAC subscription."
    />
  );
}
