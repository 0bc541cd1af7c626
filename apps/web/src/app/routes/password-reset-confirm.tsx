import { PasswordResetConfirmPage } from '@/features/auth/components/password-reset-confirm-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PasswordResetConfirmRoute() {
  usePageMeta({
    title: 'Set a New Password',
    description: 'Choose a new password for your WAC account.',
  });
  return <PasswordResetConfirmPage />;
}
