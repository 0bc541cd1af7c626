import { PasswordResetRequestPage } from '@/features/auth/components/password-reset-request-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PasswordResetRoute() {
  usePageMeta({
    title: 'Reset Your Password',
    description: 'Request a link to reset the password for your WAC account.',
  });
  return <PasswordResetRequestPage />;
}
