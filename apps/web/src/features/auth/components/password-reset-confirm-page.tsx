import { useMutation } from '@tanstack/react-query';
import { KeyRound, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '../api/confirm-password-reset';
import { useAuth } from '../hooks/use-auth';
import { usePasswordAssessment } from '../hooks/use-password-assessment';
import { useResetLinkCheck } from '../hooks/use-reset-link-check';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { getResetConfirmErrorMessage } from '../utils/password-reset-errors';
import { AuthCard, AuthCardChecking } from './auth-card';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

/** The user id a reset link's uid names (base64url of the id). */
function decodeUid(uid: string): string | null {
  try {
    return atob(uid.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** A link that cannot set a password: said at once, with the way to a fresh one. */
function DeadLinkCard({ message }: { message: string }) {
  return (
    <AuthCard icon={XCircle} tone="error" title="Reset Link Not Valid">
      <p role="alert" className="mb-6 text-center text-fg-muted">
        {message}
      </p>
      <div className="space-y-3">
        <ButtonLink to={paths.passwordReset} className="w-full">
          Request a New Link
        </ButtonLink>
        <ButtonLink to={paths.login} variant="secondary" className="w-full">
          Back to Login
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/**
 * /auth/password-reset/confirm/{uidb64}/{token}: the link is checked as the page opens (a dead
 * one is said at once), then a new password is chosen.
 */
export function PasswordResetConfirmPage() {
  const { uidb64 = '', token = '' } = useParams();
  const { user, logout } = useAuth();
  const link = useResetLinkCheck(uidb64, token);
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [mismatch, setMismatch] = useState(false);
  // The link names the account by id only; the server also checks the password against its email.
  const passwordFeedback = usePasswordAssessment(password1);
  const reset = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      // The server signed this account out everywhere; drop our copy of the dead token too.
      if (user && decodeUid(uidb64) === String(user.id)) void logout();
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const isMismatch = password1 !== password2;
    setMismatch(isMismatch);
    if (isMismatch) return;
    reset.mutate({ uid: uidb64, token, new_password1: password1, new_password2: password2 });
  };

  if (reset.isSuccess) {
    return (
      <AuthCard icon={KeyRound} tone="success" title="Password Reset">
        <Alert tone="success" className="mb-6">
          {AUTH_MESSAGES.resetDone}
        </Alert>
        <ButtonLink to={paths.login} className="w-full">
          Proceed to Login
        </ButtonLink>
      </AuthCard>
    );
  }
  if (link.status === 'dead') return <DeadLinkCard message={link.message} />;
  if (link.status === 'checking') {
    return (
      <AuthCardChecking
        icon={KeyRound}
        title="Set a New Password"
        status="Checking your reset link"
      />
    );
  }
  return (
    <AuthCard
      icon={KeyRound}
      title="Set a New Password"
      subtitle="Choose a new password for your account."
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        {mismatch && <Alert tone="error">{AUTH_MESSAGES.passwordsDoNotMatch}</Alert>}
        {!mismatch && reset.isError && (
          <Alert tone="error">{getResetConfirmErrorMessage(reset.error)}</Alert>
        )}
        <PasswordField
          label="New password"
          name="new_password1"
          autoComplete="new-password"
          required
          hint={<PasswordStrength feedback={passwordFeedback} />}
          value={password1}
          onChange={(event) => setPassword1(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          name="new_password2"
          autoComplete="new-password"
          required
          value={password2}
          onChange={(event) => setPassword2(event.target.value)}
        />
        <Button
          type="submit"
          className="w-full"
          disabled={reset.isPending || !password1 || !password2}
        >
          {reset.isPending ? 'Saving...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
