import { MailCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthCard } from './auth-card';

/** Shown after registration (public-area.md "Verify-your-email notice"). */
export function VerifyEmailPage() {
  const { user } = useAuth();
  const location = useLocation();
  const resend = useResendVerification();
  const email = user?.email ?? (location.state as { email?: string } | null)?.email;
  const canResend = Boolean(email) && !user?.email_verified;

  return (
    <AuthCard icon={MailCheck} title="Verify Your Email">
      <div className="space-y-4 text-center text-fg-muted text-pretty">
        <p>
          We have sent a confirmation link to{' '}
          {email ? (
            <strong className="font-semibold text-fg">{email}</strong>
          ) : (
            'your email address'
          )}
          . Please click the link in that email to confirm your account.
        </p>
        <p className="text-sm">
          Can&apos;t see it? Check your spam or junk folder. The link works for 3 days.
        </p>
      </div>
      <div className="mt-8 flex flex-col gap-3">
        <ButtonLink to={paths.home}>Back to Homepage</ButtonLink>
        {canResend && email && (
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() => resend.mutate(email)}
          >
            {resend.isPending ? 'Sending...' : 'Send the link again'}
          </Button>
        )}
      </div>
    </AuthCard>
  );
}
