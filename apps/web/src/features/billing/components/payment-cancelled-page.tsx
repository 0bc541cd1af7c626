import { XCircle } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Purchase Cancelled (account-area.md section 2). */
export function PaymentCancelledPage() {
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface px-6 py-12 text-center shadow-sm sm:px-12">
        <XCircle aria-hidden className="mx-auto size-12 text-fg-muted" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Purchase Cancelled</h1>
        <p className="mt-3 text-fg-muted text-pretty">
          Your payment was not completed and your card was not charged. You can choose a plan again
          whenever you are ready.
        </p>
        <ButtonLink to={paths.pricing} className="mt-8">
          Back to Pricing
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
