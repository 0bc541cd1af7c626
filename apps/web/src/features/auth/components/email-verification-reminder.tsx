import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '../hooks/use-auth';
import { useResendVerification } from '../hooks/use-resend-verification';

/**
 * Unconfirmed accounts can use everything, but are reminded here (docs/decisions/
 * 0030-accounts-and-sessions.md). Renders nothing for confirmed or signed-out users.
 */
export function EmailVerificationReminder({ className }: { className?: string }) {
  const { user } = useAuth();
  const resend = useResendVerification();
  if (!user || user.email_verified) return null;
  return (
    <Alert tone="info" title="Please confirm your email address" className={className}>
      <p>
        We sent a link to <strong>{user.email}</strong> when you registered. Confirming it makes
        sure you receive alerts and can always reset your password.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate(user.email)}
      >
        {resend.isSuccess ? 'Link sent' : resend.isPending ? 'Sending...' : 'Send the link again'}
      </Button>
    </Alert>
  );
}
