import { RegisterPage } from '@/features/auth/components/register-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function RegisterRoute() {
  usePageMeta({
    title: 'Create an Account',
    description:
      'Create a free WAC account to save opportunities, set up email alerts and download attachments.',
  });
  return <RegisterPage />;
}
