import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function ConfirmEmailRoute() {
  usePageMeta({
    title: 'Confirm Your Email',
    description: 'Confirming your email address for your WAC account.',
  });
  return <ConfirmEmailPage />;
}
