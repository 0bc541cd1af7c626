import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function PaymentCancelledRoute() {
  return (
    <PlaceholderPage
      title="Purchase Cancelled"
      description="Your payment was not completed and your card was not charged."
    />
  );
}
