import { PaymentCancelledPage } from '@/features/billing/components/payment-cancelled-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PaymentCancelledRoute() {
  usePageMeta({
    title: 'Purchase Cancelled',
    description: 'Your payment was not completed and your card was not charged.',
  });
  return <PaymentCancelledPage />;
}
