import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function VerifyEmailRoute() {
  usePageMeta({
    title: 'Verify Your Email',
    description: 'Check your inbox and click the link we sent you to verify your email address.',
  });
  return <VerifyEmailPage />;
}
