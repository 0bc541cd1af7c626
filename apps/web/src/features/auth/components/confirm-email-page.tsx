import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';
import { AuthCard, AuthCardChecking } from './auth-card';

/**
 * What to do next once the address is confirmed: a visitor signed in (registering signs in, so
 * usually the same browser) is told so and carries on; anyone else logs in (the spec's
 * "Proceed to Login", which would only bounce a signed-in visitor; issue 28 item 10).
 */
function NextSteps({ email }: { email: string | undefined }) {
  if (!email) {
    return (
      <ButtonLink to={paths.login} className="w-full">
        Proceed to Login
      </ButtonLink>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-center text-sm text-fg-muted">
        You are signed in as <EmailAddress email={email} className="font-medium text-fg" />.
      </p>
      <ButtonLink to={paths.defaultSearch} className="w-full">
        Continue to Search
      </ButtonLink>
      <ButtonLink to={paths.account} variant="secondary" className="w-full">
        Go to My Account
      </ButtonLink>
    </div>
  );
}

/** /auth/confirm-email/{key}: verifying, confirmed (now or before) or failed (section 2). */
export function ConfirmEmailPage() {
  const { key } = useParams();
  const { isAuthenticated, user, refreshUser } = useAuth();
  // A signed-in user's header and account page should show the address as confirmed at once.
  const state = useEmailConfirmation(key, () => {
    if (isAuthenticated) void refreshUser();
  });
  const signedInEmail = isAuthenticated ? user?.email : undefined;

  if (state.status === 'loading') {
    return (
      <AuthCardChecking
        icon={MailCheck}
        title="Verifying Your Email..."
        status="Verifying your email address"
      />
    );
  }
  if (state.status === 'success') {
    return (
      <AuthCard
        icon={CheckCircle2}
        tone="success"
        title={state.isAlreadyConfirmed ? 'Email Already Confirmed' : 'Email Confirmed!'}
        subtitle={
          state.isAlreadyConfirmed
            ? 'This link was used before: your email address is already confirmed and your account is ready.'
            : 'Thank you. Your email address is confirmed and your account is ready.'
        }
      >
        <NextSteps email={signedInEmail} />
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
