import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import { AuthCard } from './auth-card';

/** /auth/confirm-email/{key}: verifying, confirmed or failed (public-area.md section 2). */
export function ConfirmEmailPage() {
  const { key } = useParams();
  const { isAuthenticated, refreshUser } = useAuth();
  // A signed-in user's header and account page should show the address as confirmed at once.
  const state = useEmailConfirmation(key, () => {
    if (isAuthenticated) void refreshUser();
  });

  if (state.status === 'loading') {
    return (
      <AuthCard icon={MailCheck} title="Verifying Your Email...">
        <div role="status" className="flex justify-center py-4">
          <Spinner className="size-8" />
          <span className="sr-only">Verifying your email address</span>
        </div>
      </AuthCard>
    );
  }
  if (state.status === 'success') {
    return (
      <AuthCard
        icon={CheckCircle2}
        tone="success"
        title="Email Confirmed!"
        subtitle="Thank you. Your email address is confirmed and your account is ready."
      >
        <ButtonLink to={paths.login} className="w-full">
          Proceed to Login
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon={XCircle} tone="error" title="Verification Failed">
      <p role="alert" className="mb-6 text-center text-fg-muted">
        {state.message}
      </p>
      <ButtonLink to={paths.home} variant="secondary" className="w-full">
        Back to Homepage
      </ButtonLink>
    </AuthCard>
  );
}
